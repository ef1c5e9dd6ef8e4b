import { afterAll, beforeAll } from 'vitest';
import { createDoula, currentAgreementVersion, OPERATOR_EMAIL, type Doula } from './doulas.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { everythingOf } from './write-checks.ts';
import { send, validCall, type WriteCall, type WriteRoute } from './write-routes.ts';

export type DoulasWorld<Name extends string> = { t: TestApp } & Record<Name, Doula>;

/**
 * One test file's app (the operator is OPERATOR_EMAIL) with its doulas, named by the file
 * (`{ maya: 'maya@example.com' }` gives `world.maya`), each with a patient and a facility:
 * built before the file's first test, closed after its last. `world` is filled in by then.
 * `build` makes the app (the command line's tests pass buildCommandLineTestApp).
 */
export function appWithDoulas<Name extends string>(
  emails: Record<Name, string>,
  { build = buildTestApp }: { build?: typeof buildTestApp } = {},
) {
  const world = {} as DoulasWorld<Name>;
  beforeAll(async () => {
    const t = await build({ ADMIN_EMAILS: OPERATOR_EMAIL });
    Object.assign(world, { t });
    for (const [name, email] of Object.entries<string>(emails)) {
      Object.assign(world, { [name]: await createDoula(t, email) });
    }
  });
  afterAll(() => world.t?.close());
  return world;
}

/**
 * A file that sends every write route its valid call, then tampers with it (input limits,
 * unstorable input): the app with one doula, the agreement she accepted, and the calls as her.
 */
export function writeRoutesApp(email: string) {
  const world = appWithDoulas({ doula: email }) as DoulasWorld<'doula'> & {
    agreementVersion: string;
  };
  beforeAll(async () => {
    world.agreementVersion = await currentAgreementVersion(world.t, world.doula.cookie);
  });
  return {
    world,
    /**
     * Everything the doula owns, to show a refused request changed nothing. Taken once the job
     * queue is idle: work an earlier accepted call queued (a claim's follow-ups) must not land
     * between the two snapshots, and work a refused call queued must show in the second.
     */
    state: async () => {
      await world.t.app.jobs.drained();
      return everythingOf(world.t, world.doula.userId);
    },
    /** A valid call of the route as her (see validCall). */
    validCallOf: (route: WriteRoute) =>
      validCall(world.t, world.doula, route, world.agreementVersion),
    /** Sends a call (see send). */
    send: (call: WriteCall, raw?: Parameters<typeof send>[2]) => send(world.t, call, raw),
  };
}
