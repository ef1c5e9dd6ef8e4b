import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { carriesPrototypeKey, type hostileApp } from './hostile-harness.ts';
import { encodableText, run } from './hostile-text.ts';
import type { WriteRoute } from './write-routes.ts';

type HostileApp = ReturnType<typeof hostileApp>;
type IdKind<K extends string> = K | 'unknown' | 'hostile';

/**
 * The property of an operator's POST on one record (`route`, with `:id` in its path): the id is
 * one of the `known` ones, an unknown uuid or hostile text, the body anything. A kind is drawn
 * as often as it appears in `kinds`, to weigh the draw. Never a 5xx, every refusal in the one
 * error shape, an unknown id not found; `check` adds what the route promises for each kind. A
 * body the JSON parser refuses is 400 before any of that, whatever the id names.
 */
export async function expectOperatorPostOnIdSafe<K extends string>(
  app: HostileApp,
  route: WriteRoute & `POST ${string}`,
  kinds: readonly IdKind<K>[],
  known: Record<K, string>,
  check: (kind: IdKind<K>, response: LightMyRequestResponse, body: unknown) => unknown,
) {
  const { world, inject, expectSafeAnswer } = app;
  const path = route.slice('POST '.length);
  await run(
    fc.asyncProperty(
      fc.constantFrom(...kinds),
      encodableText,
      fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      async (kind, text, body) => {
        const ids: Record<IdKind<K>, string> = {
          ...known,
          unknown: randomUUID(),
          hostile: encodeURIComponent(text),
        };
        const response = await inject('POST', path.replace(':id', ids[kind]), world.ops, body);
        expectSafeAnswer(route, response);
        if (carriesPrototypeKey(body)) {
          // Refused by the body parser before the route runs, whatever the id names.
          expect(response.statusCode).toBe(400);
          return;
        }
        if (kind === 'unknown') expect(response.statusCode).toBe(404);
        await check(kind, response, body);
      },
    ),
  );
}
