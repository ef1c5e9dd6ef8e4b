import { beforeAll, describe, expect, it } from 'vitest';
import {
  importsOfSrc,
  longestChain,
  moduleDependencies,
  moduleGraph,
  mutualPairs,
  type FileGraph,
  type SrcImports,
  type ViewRead,
} from './import-graph.ts';

/**
 * A file can be understood alone only if it is not part of a loop, and a module only if what it
 * loads stops soon (decision 053). Both are read from the real import graph of src/, type imports
 * included; the hand-made graphs below show each check catching what it is for.
 */
/**
 * Reading another module's views is one hop to a node of its own ("claims (views)") that loads
 * only those views and their tables, not the module's services; so it counts as what it loads,
 * and the limit stays 5 (the deepest chains are still export → … → events, imports → … → events).
 */
const MAX_MODULE_CHAIN_HOPS = 5;

/**
 * The only loops between modules: each is a read of the other module's read-only views
 * (decision 054) by a module the other one uses. Any other loop fails, and so does an entry
 * here that no longer closes one.
 */
const VIEW_READS_IN_LOOPS: (ViewRead & { why: string })[] = [
  {
    reader: 'batches',
    views: 'imports',
    why: 'a batch is overdue until an answer file acknowledges it; imports close batches',
  },
  {
    reader: 'claims',
    views: 'enrollments',
    why: 'her claims say "Payments will arrive on paper"; enrollments read claims to list payers',
  },
  {
    reader: 'claims',
    views: 'imports',
    why: 'a claim shows what the payment ledger posted to it; imports move claims',
  },
  {
    reader: 'records',
    views: 'facilities',
    why: 'the shared record rows are typed by the facilities table; facilities use the rows',
  },
  {
    reader: 'records',
    views: 'patients',
    why: 'the shared record rows are typed by the patients table; patients use the rows',
  },
];

let src: SrcImports;
beforeAll(async () => {
  src = await importsOfSrc();
}, 120_000);

describe('the import graph of src/', () => {
  it('has files in it (the graph was really read)', () => {
    expect(src.files.size).toBeGreaterThan(300);
    expect(src.files.get('src/server/app.ts')).toContain('src/server/modules/claims/http.ts');
    // A type-only import and a `#domain/*` import are edges too.
    expect(src.files.get('src/server/app-context.ts')).toContain(
      'src/server/modules/claims/index.ts',
    );
    expect(src.files.get('src/server/modules/claims/claim-submission/submission.ts')).toContain(
      'src/domain/claims/requests.ts',
    );
  });

  it('has no import cycle between files', () => {
    expect(src.cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it(`has no chain of server modules longer than ${MAX_MODULE_CHAIN_HOPS} hops`, () => {
    const found = longestChain(moduleGraph(src.files));
    expect('cycle' in found ? `modules in a loop: ${found.cycle.join(' → ')}` : '').toBe('');
    const chain = 'chain' in found ? found.chain : [];
    expect(chain.length, chain.join(' → ')).toBeGreaterThan(1);
    expect(chain.length - 1, chain.join(' → ')).toBeLessThanOrEqual(MAX_MODULE_CHAIN_HOPS);
  });

  it('has no loop between modules, through views too, but the view reads listed', () => {
    const graph = moduleGraph(src.files);
    const listed = VIEW_READS_IN_LOOPS.map(({ reader, views }) =>
      [reader, views].sort().join(' ↔ '),
    );
    expect(mutualPairs(moduleDependencies(graph))).toEqual(listed.sort());
    const rest = longestChain(moduleDependencies(graph, VIEW_READS_IN_LOOPS));
    expect('cycle' in rest ? `modules in a loop: ${rest.cycle.join(' → ')}` : '').toBe('');
  });

  it('claims import nothing of fees (the fee ledger is a hook app.ts wires, decision 082)', () => {
    const claims = moduleDependencies(moduleGraph(src.files)).get('claims');
    expect(claims?.size).toBeGreaterThan(0);
    expect([...claims!]).not.toContain('fees');
  });

  it('the database layer imports no module', () => {
    const fromDb = [...src.files]
      .filter(([file]) => file.startsWith('src/server/db/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => /^src\/server\/modules\/[^/]+\/index\.ts$/.test(t))
          .map((t) => `${file} → ${t}`),
      );
    expect(fromDb).toEqual([]);
  });
});

describe('the module graph, on hand-made imports', () => {
  const m = (name: string, file = 'index.ts') => `src/server/modules/${name}/${file}`;
  const graphOf = (edges: [string, string[]][]): FileGraph => new Map(edges);

  it('counts hops through index.ts, also through shared files, not through routes', () => {
    const files = graphOf([
      [m('a'), [m('a', 'a.service.ts')]],
      [m('a', 'a.service.ts'), ['src/server/plugins/shared.ts', 'src/domain/rule.ts']],
      ['src/server/plugins/shared.ts', [m('b')]],
      [m('b'), [m('c')]],
      [m('c'), [m('d', 'd.table.ts')]],
      [m('d'), []],
      [m('a', 'http.ts'), [m('a', 'a.routes.ts')]],
      [m('a', 'a.routes.ts'), ['src/server/app-context.ts']],
      ['src/server/app-context.ts', [m('d')]],
    ]);
    const graph = moduleGraph(files);
    expect(graph.get('a')).toEqual(new Set(['b']));
    expect(graph.get('c')).toEqual(new Set());
    expect(longestChain(graph)).toEqual({ chain: ['a', 'b', 'c'] });
  });

  it('finds a chain of six hops, and a loop between modules', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const chain = graphOf(
      names.map((name, i) => [m(name), names[i + 1] ? [m(names[i + 1]!)] : []]),
    );
    const found = longestChain(moduleGraph(chain));
    expect('chain' in found && found.chain.length - 1).toBe(6);

    const loop = graphOf([
      [m('a'), [m('b')]],
      [m('b'), [m('b', 'b.service.ts')]],
      [m('b', 'b.service.ts'), [m('a')]],
    ]);
    expect(longestChain(moduleGraph(loop))).toEqual({ cycle: ['a', 'b', 'a'] });
  });

  it('catches a loop through a view, which the chain alone does not see', () => {
    const files = graphOf([
      [m('a'), [m('a', 'a.service.ts')]],
      [m('a', 'a.service.ts'), [m('b', 'b.views.ts')]],
      [m('b'), [m('a')]],
      [m('b', 'b.views.ts'), [m('b', 'b.tables.ts')]],
      [m('b', 'b.tables.ts'), []],
    ]);
    const graph = moduleGraph(files);
    expect(graph.get('a')).toEqual(new Set(['b (views)']));
    expect(graph.get('b (views)')).toEqual(new Set());
    expect(longestChain(graph)).toEqual({ chain: ['b', 'a', 'b (views)'] });

    expect(mutualPairs(moduleDependencies(graph))).toEqual(['a ↔ b']);
    expect(longestChain(moduleDependencies(graph))).toEqual({ cycle: ['a', 'b', 'a'] });
    const allowed = moduleDependencies(graph, [{ reader: 'a', views: 'b' }]);
    expect(mutualPairs(allowed)).toEqual([]);
    expect(longestChain(allowed)).toEqual({ chain: ['b', 'a'] });
  });
});
