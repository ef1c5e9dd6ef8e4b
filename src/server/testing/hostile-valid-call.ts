import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileApp, type HostileSubject } from './hostile-harness.ts';
import { applyTampering, run, tampered, tampering, type Tampering } from './hostile-text.ts';
import { validCall, type WriteRoute } from './write-routes.ts';

type HostileApp = ReturnType<typeof hostileApp>;

/**
 * The property of a route tested through its one valid call: that call, clean or with hostile
 * text, a wrong type or an unknown key in one of `fields`. Never a 5xx, every refusal in the
 * one error shape, a tampered body refused, a clean one answered `accepted` (a status, or any
 * success), and the other doula's data unchanged. `nullable`: fields for which null is a value
 * the route accepts (it clears them), so null drawn as their "wrong type" is no tampering.
 */
export async function expectValidCallSafe(
  app: HostileApp,
  route: WriteRoute,
  fields: readonly string[],
  accepted: number | 'success',
  nullable: readonly string[] = [],
) {
  const { world, inject, expectSafeAnswer, expectOtherUntouched } = app;
  await run(
    fc.asyncProperty(
      fc.oneof(fc.constant<Tampering>({}), tampering([...fields])),
      async (tamper) => {
        const call = await validCall(world.t, world.me, route, '');
        fc.pre(!keepsFieldType(call.body ?? {}, tamper, nullable));
        const response = await inject(
          call.method,
          call.url,
          call.cookie,
          applyTampering(call.body ?? {}, tamper),
          call.headers,
        );
        expectSafeAnswer(route, response, tamper);
        if (tampered(tamper)) return expectOtherUntouched();
        if (accepted === 'success') expect(response.statusCode, response.body).toBeLessThan(300);
        else expect(response.statusCode, response.body).toBe(accepted);
        await expectOtherUntouched();
      },
    ),
  );
}

/**
 * A "wrong type" that is in fact the field's own type (an integer drawn for a field of whole
 * cents, null for a field that may be cleared, an empty list for a list) is a valid body, not a tampered one: such draws are discarded rather than expected
 * to be refused.
 */
function keepsFieldType(
  body: Record<string, unknown>,
  tamper: Tampering,
  nullable: readonly string[],
) {
  if (!tamper.wrongType) return false;
  const original = body[tamper.wrongType.field];
  const drawn = tamper.wrongType.value;
  if (drawn === null && nullable.includes(tamper.wrongType.field)) return true;
  // An empty list for a list field is a list (no prompt-pay rules, say), not another type.
  if (Array.isArray(original) && Array.isArray(drawn) && drawn.length === 0) return true;
  if (typeof original !== 'number' || typeof drawn !== 'number') return false;
  return Number.isInteger(original) ? Number.isInteger(drawn) : Number.isFinite(drawn);
}

/**
 * A hostile-input file whose routes are each tested through their one valid call: under `title`,
 * each route's property with its text fields (`routes`), then the check that none was vacuous.
 * `timeout`: for valid calls that first submit a claim (and have it batched or answered).
 * `nullable`: fields any of the routes accepts null for (see expectValidCallSafe).
 */
export function describeValidCallsSafe(
  subject: HostileSubject,
  title: string,
  {
    accepted,
    timeout,
    nullable = [],
  }: { accepted: number | 'success'; timeout?: number; nullable?: readonly string[] },
  routes: Partial<Record<WriteRoute, readonly string[]>>,
) {
  const app = hostileApp(subject);
  describe(title, () => {
    it.each(Object.keys(routes) as WriteRoute[])(
      '%s',
      async (route) => {
        await expectValidCallSafe(app, route, routes[route] ?? [], accepted, nullable);
      },
      timeout,
    );
  });
  describeEveryRouteExercised(app);
}

export function describeEveryRouteExercised(app: HostileApp) {
  describe('the properties were not vacuous', () => {
    it('every route was exercised, with both acceptances and refusals', async () => {
      await app.expectEveryRouteExercised();
    });
  });
}
