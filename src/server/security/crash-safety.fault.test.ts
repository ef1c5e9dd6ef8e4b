import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { killDuringLoad, listClaims } from '../testing/crash-cycles.ts';
import { crashWorld, keepRunning, postClaim, queryRows } from '../testing/crash-load.ts';
import { validClaim } from '../testing/doulas.ts';
import { waitUntilReady, type Answer } from '../testing/server-process.ts';

/**
 * The real server process is killed with SIGKILL at random moments while claims are being
 * submitted, then restarted on the same database, CRASH_CYCLES times (10 by default; each run draws new moments). Some
 * unacknowledged submissions are retried with the same Idempotency-Key and body in the next
 * cycle (some twice at once); a last clean start retries all of them. Then: every acknowledged
 * submission has exactly one claim (the one it was answered with), no key has two, form IDs are
 * unique, each claim has its one "Submitted" history row and its audit row, and after the final
 * retries every key sent has exactly one claim.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 10);
const CONCURRENCY = 6;

interface Submission {
  key: string;
  body: ReturnType<typeof validClaim>;
  /** The claim a 201 answered with, the first time one did. */
  acknowledged?: { id: string; formId: string };
}

const world = crashWorld('crash-safety');

const submissions = new Map<string, Submission>();
/** Any answer that is neither a 201 nor a lost connection: each one is a bug. */
const unexpected: string[] = [];
const stats = { sent: 0, acknowledged: 0, interrupted: 0, replayed: 0 };

function newSubmission(): Submission {
  const key = `crash-${randomUUID()}`;
  const submission = {
    key,
    body: world.nextClaim({ notes: `crash test ${key}` }),
  };
  submissions.set(key, submission);
  return submission;
}

async function submit(submission: Submission) {
  stats.sent += 1;
  let answer: Answer;
  try {
    answer = await postClaim(world.port, world.doula.cookie, submission.key, submission.body);
  } catch {
    stats.interrupted += 1; // the connection died with the server: not acknowledged
    return;
  }
  if (answer.status !== 201) {
    unexpected.push(`${submission.key}: ${answer.status} ${answer.body}`);
    return;
  }
  const claim = JSON.parse(answer.body) as { id: string; formId: string; notes: string };
  if (answer.headers['idempotent-replayed'] === 'true') stats.replayed += 1;
  if (claim.notes !== submission.body.notes) {
    unexpected.push(`${submission.key}: answered with another claim's notes`);
  }
  if (submission.acknowledged) {
    if (submission.acknowledged.id !== claim.id) {
      unexpected.push(`${submission.key}: acknowledged twice with two claims`);
    }
  } else {
    submission.acknowledged = { id: claim.id, formId: claim.formId };
    stats.acknowledged += 1;
  }
}

const unacknowledged = () => [...submissions.values()].filter((s) => !s.acknowledged);

/**
 * One cycle's load: about half of what was never acknowledged retried with the same key and
 * body (some twice at once, as a client retrying while its first retry is still on its way),
 * and new submissions.
 */
function load(stopped: () => boolean) {
  const retries = unacknowledged()
    .filter(() => Math.random() < 0.5)
    .flatMap((submission) => (Math.random() < 0.2 ? [submission, submission] : [submission]));
  return keepRunning(CONCURRENCY, () => submit(retries.shift() ?? newSubmission()), stopped);
}

interface StoredClaim {
  id: string;
  form_id: string;
  idempotency_key: string;
  notes: string;
  history: number;
  audited: number;
}

describe('crash safety', () => {
  it(
    `every acknowledged claim exists exactly once after ${CYCLES} SIGKILLs`,
    async () => {
      const started = Date.now();
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        await killDuringLoad(world, load, { after: 30, within: 470 });
      }

      // A last, clean start on the same data: everything not yet acknowledged is retried.
      const server = world.start();
      await waitUntilReady(server, world.port);
      for (const submission of unacknowledged()) await submit(submission);
      expect((await listClaims(world, 1)).status).toBe(200);
      await server.stop();

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `crash safety: ${CYCLES} SIGKILLs in ${seconds} s; ${submissions.size} keys, ` +
          `${stats.sent} requests, ${stats.acknowledged} acknowledged, ` +
          `${stats.interrupted} interrupted, ${stats.replayed} answered as replays`,
      );

      expect(unexpected).toEqual([]);
      // The kills really did cut requests off, and retries really met committed claims.
      expect(stats.interrupted).toBeGreaterThan(0);
      expect(unacknowledged()).toEqual([]);

      const claims = await queryRows<StoredClaim>(
        world.databaseUrl,
        `SELECT c.id, c.form_id, c.idempotency_key, c.notes,
           (SELECT count(*)::int FROM claim_status_changes h WHERE h.claim_id = c.id) AS history,
           (SELECT count(*)::int FROM audit_events a
              WHERE a.entity_id = c.id::text AND a.action = 'claim.create'
                AND a.outcome = 'success') AS audited
         FROM claims c WHERE c.user_id = $1`,
        [world.doula.userId],
      );
      const byKey = new Map<string, StoredClaim[]>();
      for (const claim of claims) {
        byKey.set(claim.idempotency_key, [...(byKey.get(claim.idempotency_key) ?? []), claim]);
      }

      // Every key sent has exactly one claim, and no claim comes from nowhere.
      expect(claims.length).toBe(submissions.size);
      for (const submission of submissions.values()) {
        const found = byKey.get(submission.key) ?? [];
        expect(found, submission.key).toHaveLength(1);
        const [claim] = found;
        // The acknowledged claim is the one stored, with the body sent.
        expect(claim!.id).toBe(submission.acknowledged!.id);
        expect(claim!.form_id).toBe(submission.acknowledged!.formId);
        expect(claim!.notes).toBe(submission.body.notes);
      }
      expect(new Set(claims.map((claim) => claim.form_id)).size).toBe(claims.length);
      // Each claim was written whole: its "Submitted" history row and its audit row.
      expect(claims.filter((claim) => claim.history !== 1)).toEqual([]);
      expect(claims.filter((claim) => claim.audited < 1)).toEqual([]);
    },
    // Generous on purpose: on a loaded two-core machine one start of the server takes 15 s or
    // more, and this test proves durability, not speed.
    CYCLES * 30_000 + 60_000,
  );
});
