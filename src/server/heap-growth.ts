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
 * The young generation of the thread that applies large payer files, in MB (decision 102). V8
 * gives each of its two semi-spaces a third of it, so 6 is a 2 MB semi-space, which kept a 24 MB
 * 835's console upload near 1.5× the file (decision 079: 1 MB cost more CPU for no less memory,
 * 4 MB measured higher). V8's default lets a semi-space grow to 16 MB, which an import fills
 * with its slices' garbage. The server itself serves at that default: limited, each list request's
 * few hundred kilobytes were promoted and collected again by full collections (decision 088).
 */
export const IMPORT_YOUNG_GENERATION_MB = 6;

/**
 * The same 2 MB semi-space for the command line (`npm run admin`), which imports in-process and
 * serves nothing: a thread of its own would load the app's modules a second time, about 100 MB
 * (decision 102). Read by V8 only when the heap is set up, so it is on node's command line.
 */
export const COMMAND_LINE_SEMI_SPACE_FLAG = '--max-semi-space-size=2';

/**
 * Applies the growth above to this process. Called first by each entry point (server, command
 * line); V8 reads the flag whenever it sets the next limit, so setting it at start-up holds for
 * the whole process, whatever command started it.
 */
export function limitHeapGrowth() {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}

/**
 * Whether node was started with a limit on the young generation, on its command line or in
 * NODE_OPTIONS (decision 079 asked for one; a service manager may still pass it). The server
 * says so at start-up: serving pays for it, and imports have their own limit now.
 */
export function youngGenerationLimited(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) =>
    /^--max[-_]semi[-_]space[-_]size=\d+$/.test(arg),
  );
}

/** Said at start-up by a server whose young generation was limited on node's command line. */
export const YOUNG_GENERATION_WARNING =
  "Node was started with --max-semi-space-size (on its command line or in NODE_OPTIONS): the server's lists answer more slowly with it, and large payer file imports no longer need it (they have a limit of their own). Remove it.";
