import { checkEnvelopes, readSegments } from './837p-checks/envelope.ts';
import { checkHeader } from './837p-checks/header.ts';
import { checkHierarchy } from './837p-checks/hierarchy.ts';
import { e, Validation } from './837p-checks/validation.ts';

/**
 * A strict structural check of 837P (005010X222A1) files, written from the implementation guide
 * independently of the writer (it does not use the writer's codec): envelopes and their widths,
 * loop order, required segments and elements, element lengths and code values, counts, HL
 * numbering and parents, and the claim's charge balancing. It knows the loops this product
 * writes; any other segment is reported, so a change to the writer must be taught here too.
 * Returns the problems found, each with its segment position; an empty list means the file passed.
 *
 * The checks live in 837p-checks/, one file per part of the file: envelopes, the transaction
 * header, the HL loops (billing provider and subscriber), the claim and its service lines.
 */
export function validate837p(file: string): string[] {
  const v = new Validation();
  const segments = readSegments(v, file);
  if (!segments) return v.problems;
  const body = checkEnvelopes(v, segments);
  if (!body) return v.problems;
  v.body = body;
  while (v.index < body.length) {
    if (!checkTransaction(v)) break;
  }
  return v.problems;
}

/** One transaction set, ST to SE. False when the rest of the file cannot be read. */
function checkTransaction(v: Validation): boolean {
  const st = v.take('ST', 'transaction');
  if (!st) return false;
  const start = v.index - 1;
  v.check(st, 1, /^837$/, 'must be 837');
  v.check(st, 2, /^\d{4,9}$/, 'must be 4-9 digits');
  v.check(st, 3, /^005010X222A1$/, 'must be 005010X222A1');
  checkHeader(v);
  if (!checkHierarchy(v)) return false;
  const se = v.take('SE', 'trailer');
  if (!se) return false;
  v.check(se, 1, e(se, 1) === String(v.index - start), `must count ST..SE (${v.index - start})`);
  v.check(se, 2, e(se, 2) === e(st, 2), 'must equal ST02');
  return true;
}
