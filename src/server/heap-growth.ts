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
 * The young generation's semi-space, in MB. V8's default lets it grow to 16 MB (two of them,
 * 32 MB), which a large import fills with its slices' garbage: more than the file itself on top
 * of the upload (decision 079). 2 MB keeps a 24 MB 835's console upload near 1.5× the file; 1 MB
 * costs more CPU for no less memory, 4 MB measured higher.
 */
const SEMI_SPACE_MB = 2;
/**
 * Read by V8 only when the heap is set up, so it must be on node's command line (`npm start`,
 * `npm run admin`) or in NODE_OPTIONS: set at run time, V8 ignores it.
 */
export const SEMI_SPACE_FLAG = `--max-semi-space-size=${SEMI_SPACE_MB}`;

/**
 * Applies the growth above to this process. Called first by each entry point (server, command
 * line); V8 reads the flag whenever it sets the next limit, so setting it at start-up holds for
 * the whole process, whatever command started it.
 */
export function limitHeapGrowth() {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}

/**
 * Whether node was started with a limit on the young generation (ours or the operator's own),
 * on its command line or in NODE_OPTIONS. The server says so at start-up when it was not.
 */
export function youngGenerationLimited(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) =>
    /^--max[-_]semi[-_]space[-_]size=\d+$/.test(arg),
  );
}

/** Said at start-up by a server whose young generation V8 may grow to its default. */
export const YOUNG_GENERATION_WARNING = `Node was started without ${SEMI_SPACE_FLAG} (npm start sets it): a large payer file import may take about three times its size in memory instead of one and a half. Add it to node's command line or to NODE_OPTIONS.`;
