// @ts-check
import path from 'node:path';

/**
 * One lint rule for every import boundary of the project (docs/decisions/002 and 023). It sees
 * every way a file can load another: `import`, `export … from`, and `import()`; an `import()`
 * whose target is not plain text cannot be checked, so it is refused.
 *
 * Options:
 * - `patterns`: `{ regex, message }` pairs; an import whose text matches is refused.
 * - `serverModules`: the server's module rule. A folder under src/server/modules/ is one
 *   module: files outside it reach it only through its index.ts (its services and types, never
 *   its repository or its routes); its http.ts (its route plugins) is imported by app.ts alone
 *   (decision 053); and only app.ts and the http/ folder itself import src/server/http/
 *   (services throw domain errors; the HTTP layer alone turns them into status codes). The
 *   test harness (src/server/testing/) may seed rows through a repository.
 *   Tables have an owner (decision 054): a module's `<module>.tables.ts` is imported by that
 *   module, by src/server/db/ (the schema barrel, column helpers), by the test harness and by
 *   another tables file (a foreign key), by nothing else; the schema barrel by db/ and the
 *   harness only. Other modules read through the owner's `<module>.views.ts` (typed, read-only
 *   subqueries over its tables) or call its services through its index.ts.
 */

/** @typedef {{ regex: string; message: string }} Pattern */
/** @typedef {{ patterns?: Pattern[]; serverModules?: boolean }} Options */

const SERVER = `${path.sep}src${path.sep}server${path.sep}`;

/**
 * @param {string} file absolute path of the importing file
 * @param {string} target absolute path the import resolves to
 * @returns {string | undefined} why the import is refused
 */
function serverModuleViolation(file, target) {
  const at = file.lastIndexOf(SERVER);
  if (at === -1) return undefined;
  const server = file.slice(0, at + SERVER.length);
  const modules = path.join(server, 'modules') + path.sep;
  const fromInside = (/** @type {string} */ dir) => file.startsWith(dir);

  if (target.startsWith(path.join(server, 'http') + path.sep)) {
    if (file === path.join(server, 'app.ts') || fromInside(path.join(server, 'http') + path.sep)) {
      return undefined;
    }
    return 'only app.ts installs the HTTP error mapping: throw domain errors from src/server/errors instead';
  }
  const db = path.join(server, 'db') + path.sep;
  const testing = path.join(server, 'testing') + path.sep;
  if (target === path.join(db, 'schema.ts') && !fromInside(db) && !fromInside(testing)) {
    return "the schema barrel is drizzle-kit's and the migrator's: a module imports its own <module>.tables.ts (decision 054)";
  }
  if (!target.startsWith(modules)) return undefined;
  const moduleName = target.slice(modules.length).split(path.sep)[0];
  const moduleDir = path.join(modules, /** @type {string} */ (moduleName)) + path.sep;
  if (fromInside(moduleDir)) return undefined;
  if (target.endsWith('.tables.ts')) {
    // The schema barrel and column helpers (db/), the test harness, and another table's
    // foreign key are the only readers of a table outside its module.
    if (fromInside(db) || fromInside(testing) || file.endsWith('.tables.ts')) return undefined;
    return `only the ${moduleName} module uses its tables: call its services (index.ts) or read its views (${moduleName}.views.ts), decision 054`;
  }
  if (target === path.join(moduleDir, 'index.ts')) return undefined;
  if (target === path.join(moduleDir, 'http.ts')) {
    if (file === path.join(server, 'app.ts')) return undefined;
    return `a module's routes (its http.ts) are registered by app.ts alone: import its services from '…/modules/${moduleName}/index.ts'`;
  }
  // The owner's read-only views of its tables, joined into another module's queries.
  if (target === path.join(moduleDir, `${moduleName}.views.ts`)) return undefined;
  if (fromInside(path.join(server, 'testing') + path.sep) && target.endsWith('.repository.ts')) {
    return undefined;
  }
  return `another module is reached only through its index.ts (import '…/modules/${moduleName}/index.ts')`;
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries, for static and dynamic imports alike' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
          serverModules: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0] ?? {};
    const patterns = (options.patterns ?? []).map((pattern) => ({
      test: new RegExp(pattern.regex),
      message: pattern.message,
    }));
    const file = context.physicalFilename;

    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     */
    function check(node, source) {
      if (typeof source !== 'string') {
        context.report({
          node,
          message: 'import() must name its module in plain text, so its boundary can be checked',
        });
        return;
      }
      for (const pattern of patterns) {
        if (pattern.test.test(source)) {
          context.report({ node, message: pattern.message });
          return;
        }
      }
      if (options.serverModules && source.startsWith('.')) {
        const why = serverModuleViolation(file, path.resolve(path.dirname(file), source));
        if (why) context.report({ node, message: why });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export const importBoundaries = { rules: { imports: importsRule } };
