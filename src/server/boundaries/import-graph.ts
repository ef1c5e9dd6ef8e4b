import { cruise } from 'dependency-cruiser';

/**
 * The import graph of src/ and what the cycle and depth test reads from it (decision 053).
 * dependency-cruiser resolves every import as Node and the type checker do (`#domain/*` subpath
 * imports, `.ts` extensions) and, with `tsPreCompilationDeps`, keeps type-only imports, which
 * vanish from the JavaScript but still tie the files together for whoever reads or changes them.
 */

/** Each file of src/ and the files of src/ it imports (`import type`, `export … from`, `import()` too). */
export type FileGraph = ReadonlyMap<string, readonly string[]>;

export interface SrcImports {
  files: FileGraph;
  /** Every import cycle between files, each as the files around it, starting at its first in order. */
  cycles: string[][];
}

export async function importsOfSrc(): Promise<SrcImports> {
  const { output } = await cruise(['src'], {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    validate: true,
    ruleSet: {
      forbidden: [{ name: 'no-cycle', severity: 'error', from: {}, to: { circular: true } }],
    },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a graph');
  const files = new Map(
    output.modules.map((file) => [file.source, file.dependencies.map((dep) => dep.resolved)]),
  );
  const cycles = new Map<string, string[]>();
  for (const violation of output.summary.violations) {
    const around = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
    const ring = [...new Set(around)];
    const first = ring.indexOf([...ring].sort()[0]!);
    const rotated = [...ring.slice(first), ...ring.slice(0, first)];
    cycles.set(rotated.join(' → '), rotated);
  }
  return { files, cycles: [...cycles.values()] };
}

const MODULES = 'src/server/modules/';
const SERVER = 'src/server/';
/** The node of a module's read-only views (`<module>.views.ts`), apart from its services. */
const VIEWS = ' (views)';

function moduleOf(file: string): string | undefined {
  return file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined;
}

const isViews = (file: string) => file.endsWith('.views.ts');

/**
 * The graph of server modules: A → B when loading A's index.ts (its services) loads B's index.ts,
 * either from a file of A or through shared server files outside src/server/modules/ (plugins,
 * crypto, db…), and A → "B (views)" when it loads one of B's `*.views.ts` (decision 054). Loading
 * a module's views loads its views and tables, not its services, so the views are a node of
 * their own, walked from its views files. Any other file of another module ends the walk without
 * an edge (lint allows no such import but the table files the database layer gathers). A
 * module's routes (its http.ts) are not reached from its index.ts, so they add no edge: app.ts
 * alone loads them.
 */
export function moduleGraph(files: FileGraph): Map<string, Set<string>> {
  const modules = new Set([...files.keys()].map(moduleOf).filter((name) => name !== undefined));
  const graph = new Map<string, Set<string>>();
  for (const name of modules) {
    graph.set(name, usesOf(files, name, [`${MODULES}${name}/index.ts`]));
    const views = [...files.keys()].filter((file) => moduleOf(file) === name && isViews(file));
    if (views.length > 0) graph.set(name + VIEWS, usesOf(files, name, views));
  }
  return graph;
}

/** The other modules (and modules' views) the files of module `name` given load. */
function usesOf(files: FileGraph, name: string, starts: string[]): Set<string> {
  const uses = new Set<string>();
  const seen = new Set(starts);
  const next = starts.filter((start) => files.has(start));
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    for (const target of files.get(file) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      const other = moduleOf(target);
      if (other !== undefined && other !== name) {
        if (target === `${MODULES}${other}/index.ts`) uses.add(other);
        else if (isViews(target)) uses.add(other + VIEWS);
      } else if (target.startsWith(SERVER)) {
        next.push(target);
      }
    }
  }
  return uses;
}

/** A module that reads another's views, named as an exception to "no loop between modules". */
export interface ViewRead {
  reader: string;
  views: string;
}

/**
 * What each module depends on: the module graph with each module's views folded into it (to
 * read B's views is to depend on B's tables and what they mean), less the view reads given.
 */
export function moduleDependencies(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  allowed: readonly ViewRead[] = [],
): Map<string, Set<string>> {
  const folded = new Map<string, Set<string>>();
  for (const [node, uses] of graph) {
    const name = node.endsWith(VIEWS) ? node.slice(0, -VIEWS.length) : node;
    const into = folded.get(name) ?? new Set<string>();
    for (const used of uses) {
      const skip = allowed.some((read) => read.reader === name && used === read.views + VIEWS);
      const target = used.endsWith(VIEWS) ? used.slice(0, -VIEWS.length) : used;
      if (!skip && target !== name) into.add(target);
    }
    folded.set(name, into);
  }
  return folded;
}

/** Every two modules that depend on each other, as "a ↔ b" (the names in order), sorted. */
export function mutualPairs(dependencies: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const pairs = new Set<string>();
  for (const [name, uses] of dependencies) {
    for (const used of uses) {
      if (dependencies.get(used)?.has(name)) pairs.add([name, used].sort().join(' ↔ '));
    }
  }
  return [...pairs].sort();
}

/**
 * The module chain depth: the number of hops of the longest path in the module graph
 * (`a → b → c` is 2). A cycle between modules has no depth: it is returned instead.
 */
export function longestChain(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
): { chain: string[] } | { cycle: string[] } {
  const longest = new Map<string, string[]>();
  const path: string[] = [];
  const walk = (name: string): string[] | { cycle: string[] } => {
    const known = longest.get(name);
    if (known) return known;
    if (path.includes(name)) return { cycle: [...path.slice(path.indexOf(name)), name] };
    path.push(name);
    let best = [name];
    for (const used of graph.get(name) ?? []) {
      const below = walk(used);
      if (!Array.isArray(below)) return below;
      if (below.length + 1 > best.length) best = [name, ...below];
    }
    path.pop();
    longest.set(name, best);
    return best;
  };
  let chain: string[] = [];
  for (const name of [...graph.keys()].sort()) {
    const found = walk(name);
    if (!Array.isArray(found)) return found;
    if (found.length > chain.length) chain = found;
  }
  return { chain };
}
