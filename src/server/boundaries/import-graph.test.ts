import { beforeAll, describe, expect, it } from 'vitest';
import {
  importsOfSrc,
  longestChain,
  moduleGraph,
  type FileGraph,
  type SrcImports,
} from './import-graph.ts';

/**
 * A file can be understood alone only if it is not part of a loop, and a module only if what it
 * loads stops soon (decision 053). Both are read from the real import graph of src/, type imports
 * included; the hand-made graphs below show each check catching what it is for.
 */
const MAX_MODULE_CHAIN_HOPS = 5;

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
});
