import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection left alive before
 * it collects again: a tenth. By default it grows by up to four times the live heap on a machine
 * with this much memory, and the server lives with about 90 MB live, so the garbage a large
 * import promotes (each claim-payment slice still held during a minor collection) piled up to
 * ten times the file before anything collected it. A tenth keeps an upload's peak near the
 * file's size (decision 073) at the cost of more frequent full collections, which run mostly on
 * V8's helper threads.
 */
export const HEAP_GROWING_PERCENT = 10;
/** The V8 flag; V8 ignores a flag it does not know when set at run time, so a test checks it. */
export const HEAP_GROWTH_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/**
 * Applies the growth above to this process. Called first by each entry point (server, command
 * line); V8 reads the flag whenever it sets the next limit, so setting it at start-up holds for
 * the whole process, whatever command started it.
 */
export function limitHeapGrowth() {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}
