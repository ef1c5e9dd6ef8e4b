import { clientHeaders, type CrashWorld } from './crash-load.ts';
import { request, waitUntilReady, type Answer } from './server-process.ts';

/** A moment to kill the server at: `after` milliseconds into a cycle, plus up to `within` more. */
export interface KillMoment {
  after: number;
  within: number;
}

/**
 * One cycle of a crash test: the real server started on the world's database, `load` run
 * against it (until `stopped()`), the server SIGKILLed at a random moment, and the load left to
 * wind down (the requests the kill cut off fail).
 */
export async function killDuringLoad(
  world: CrashWorld,
  load: (stopped: () => boolean) => Promise<unknown>,
  { after, within }: KillMoment,
) {
  const server = world.start();
  await waitUntilReady(server, world.port);
  let killed = false;
  const running = load(() => killed);
  await new Promise((resolve) => setTimeout(resolve, after + Math.random() * within));
  killed = true;
  await server.kill();
  await running;
}

/** The doula's claims list (its first `limit` claims), read as the web client does. */
export function listClaims(world: CrashWorld, limit: number): Promise<Answer> {
  return request(
    world.port,
    'GET',
    `/api/claims?limit=${limit}`,
    clientHeaders(world.doula.cookie),
  );
}
