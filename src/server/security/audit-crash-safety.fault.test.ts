import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { killDuringLoad, listClaims } from '../testing/crash-cycles.ts';
import { crashWorld, keepRunning, postClaim, queryRows } from '../testing/crash-load.ts';

/**
 * No audit event is lost to a crash. The real server is SIGKILLed AUDIT_CRASH_CYCLES times (5
 * by default) while claims are submitted and the claims list is read, and nothing is retried.
 * Then: no claim exists without its `claim.create` audit row (the row commits with the claim,
 * so a kill between the two cannot happen), every acknowledged claim is stored with the audit
 * row of the very request that was answered, and every answered list read has its audit row.
 */
const CYCLES = Number(process.env.AUDIT_CRASH_CYCLES ?? 5);
const WRITERS = 3;
const READERS = 3;

const world = crashWorld('audit-crash');

/** Acknowledged claims (id → the answering request's id) and answered reads (request ids). */
const acknowledgedClaims = new Map<string, string>();
const answeredReads: string[] = [];
const unexpected: string[] = [];
let interrupted = 0;

async function submitOnce() {
  const key = `audit-crash-${randomUUID()}`;
  try {
    const answer = await postClaim(
      world.port,
      world.doula.cookie,
      key,
      world.nextClaim({ notes: key }),
    );
    if (answer.status !== 201) unexpected.push(`submit: ${answer.status} ${answer.body}`);
    else
      acknowledgedClaims.set(
        (JSON.parse(answer.body) as { id: string }).id,
        String(answer.headers['x-request-id']),
      );
  } catch {
    interrupted += 1;
  }
}

async function readOnce() {
  try {
    const answer = await listClaims(world, 5);
    if (answer.status !== 200) unexpected.push(`list: ${answer.status} ${answer.body}`);
    else answeredReads.push(String(answer.headers['x-request-id']));
  } catch {
    interrupted += 1;
  }
}

async function load(stopped: () => boolean) {
  await Promise.all([
    keepRunning(WRITERS, submitOnce, stopped),
    keepRunning(READERS, readOnce, stopped),
  ]);
}

describe('audit crash safety', () => {
  it(
    `no claim and no answered read loses its audit row across ${CYCLES} SIGKILLs`,
    async () => {
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        await killDuringLoad(world, load, { after: 300, within: 1500 });
      }
      console.log(
        `audit crash safety: ${CYCLES} SIGKILLs; ${acknowledgedClaims.size} claims and ` +
          `${answeredReads.length} reads acknowledged, ${interrupted} requests interrupted`,
      );
      expect(unexpected).toEqual([]);
      expect(interrupted).toBeGreaterThan(0);
      expect(acknowledgedClaims.size).toBeGreaterThan(0);
      expect(answeredReads.length).toBeGreaterThan(0);

      const claims = await queryRows<{ id: string; request_ids: string[] }>(
        world.databaseUrl,
        `SELECT c.id, coalesce(array_agg(a.request_id) FILTER (WHERE a.id IS NOT NULL), '{}')
           AS request_ids
         FROM claims c
         LEFT JOIN audit_events a ON a.entity_id = c.id::text AND a.action = 'claim.create'
           AND a.outcome = 'success'
         WHERE c.user_id = $1 GROUP BY c.id`,
        [world.doula.userId],
      );
      // Every claim, answered or cut off, was committed with exactly one audit row.
      expect(claims.filter((claim) => claim.request_ids.length !== 1)).toEqual([]);
      const stored = new Map(claims.map((claim) => [claim.id, claim.request_ids[0]]));
      for (const [id, requestId] of acknowledgedClaims) {
        expect(stored.get(id), `acknowledged claim ${id}`).toBe(requestId);
      }
      const reads = await queryRows<{ request_id: string }>(
        world.databaseUrl,
        `SELECT request_id FROM audit_events
         WHERE action = 'claim.list' AND outcome = 'success' AND user_id = $1`,
        [world.doula.userId],
      );
      const audited = new Set(reads.map((read) => read.request_id));
      expect(answeredReads.filter((requestId) => !audited.has(requestId))).toEqual([]);
    },
    CYCLES * 45_000 + 60_000,
  );
});
