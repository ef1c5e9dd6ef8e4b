import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries are real only if a file that breaks one fails lint. Each probe is
 * linted with the project's own configuration, as if it stood at `path` (the file is never
 * written): the broken ones must fail with the rule's message, the allowed ones must pass.
 */
const eslint = new ESLint();

async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/imports')
    .map((message) => message.message);
}

const refused: { rule: string; path: string; code: string; message: RegExp }[] = [
  {
    rule: "one module imports another's repository",
    path: 'src/server/modules/operators/probe.ts',
    code: "import { listClaimQueue } from '../claims/claims.repository.ts';\nexport const probe = listClaimQueue;\n",
    message: /only through its index\.ts/,
  },
  {
    rule: "one module imports another's service file, not its index",
    path: 'src/server/modules/operators/probe.ts',
    code: "export { createClaimService } from '../claims/claims.service.ts';\n",
    message: /only through its index\.ts/,
  },
  {
    rule: "a dynamic import() of another module's repository",
    path: 'src/server/modules/operators/probe.ts',
    code: "export const probe = () => import('../claims/claims.repository.ts');\n",
    message: /only through its index\.ts/,
  },
  {
    rule: "one module imports another's routes through its http.ts",
    path: 'src/server/modules/operators/probe.ts',
    code: "import { claimRoutes } from '../claims/http.ts';\nexport const probe = claimRoutes;\n",
    message: /registered by app\.ts alone/,
  },
  {
    rule: "one module imports another's routes file",
    path: 'src/server/modules/money/probe.routes.ts',
    code: "import { claimRoutes } from '../claims/claims.routes.ts';\nexport const probe = claimRoutes;\n",
    message: /only through its index\.ts/,
  },
  {
    rule: "the command line loads a module's http.ts with import()",
    path: 'src/server/cli/probe.ts',
    code: "export const probe = () => import('../modules/claims/http.ts');\n",
    message: /registered by app\.ts alone/,
  },
  {
    rule: 'a dynamic import() whose target is not plain text',
    path: 'src/server/modules/operators/probe.ts',
    code: "const where = '../claims/claims.repository.ts';\nexport const probe = () => import(where);\n",
    message: /plain text/,
  },
  {
    rule: 'the command line reaches into a module',
    path: 'src/server/cli/probe.ts',
    code: "import { insertInvitation } from '../modules/invitations/invitations.repository.ts';\nexport const probe = insertInvitation;\n",
    message: /only through its index\.ts/,
  },
  {
    rule: 'a plugin reaches into a module',
    path: 'src/server/plugins/probe.ts',
    code: "import { insertAuditEvent } from '../modules/audit/audit.repository.ts';\nexport const probe = insertAuditEvent;\n",
    message: /only through its index\.ts/,
  },
  {
    rule: "a module imports another module's tables",
    path: 'src/server/modules/money/probe.ts',
    code: "import { claims } from '../claims/claims.tables.ts';\nexport const probe = claims;\n",
    message: /only the claims module uses its tables/,
  },
  {
    rule: 'code outside db/ imports the schema barrel',
    path: 'src/server/modules/money/probe.ts',
    code: "import { claimPayments } from '../../db/schema.ts';\nexport const probe = claimPayments;\n",
    message: /schema barrel/,
  },
  {
    rule: "a plugin imports a module's tables",
    path: 'src/server/plugins/probe.ts',
    code: "import { rateLimitCounters } from '../modules/auth/auth.tables.ts';\nexport const probe = rateLimitCounters;\n",
    message: /only the auth module uses its tables/,
  },
  {
    rule: 'a service imports the HTTP layer',
    path: 'src/server/modules/claims/probe.service.ts',
    code: "import { installErrorHandler } from '../../http/error-handler.ts';\nexport const probe = installErrorHandler;\n",
    message: /throw domain errors/,
  },
  {
    rule: 'the command line imports the HTTP layer',
    path: 'src/server/cli/probe.ts',
    code: "export const probe = () => import('../http/error-handler.ts');\n",
    message: /throw domain errors/,
  },
  {
    rule: 'server code imports web code',
    path: 'src/server/probe.ts',
    code: "import { router } from '../web/app/router.tsx';\nexport const probe = router;\n",
    message: /server must not import web code/,
  },
  {
    rule: 'web code imports server code',
    path: 'src/web/lib/probe.ts',
    code: "import { buildApp } from '../../server/app.ts';\nexport const probe = buildApp;\n",
    message: /web must never import server code/,
  },
  {
    rule: 'a web feature imports another feature',
    path: 'src/web/features/claims/probe.ts',
    code: "import { PatientsPage } from '../patients/patients-page.tsx';\nexport const probe = PatientsPage;\n",
    message: /a feature must not import another feature/,
  },
  {
    rule: 'a web feature loads another feature with import()',
    path: 'src/web/features/claims/probe.ts',
    code: "export const probe = () => import('../patients/patients-page.tsx');\n",
    message: /a feature must not import another feature/,
  },
  {
    rule: 'shared web code imports a feature',
    path: 'src/web/components/ui/probe.ts',
    code: "import { ClaimsPage } from '../../features/claims/claims-page.tsx';\nexport const probe = ClaimsPage;\n",
    message: /must not import the app layer or reach into features/,
  },
  {
    rule: 'domain imports a library other than zod',
    path: 'src/domain/probe.ts',
    code: "import Fastify from 'fastify';\nexport const probe = Fastify;\n",
    message: /domain holds pure rules/,
  },
  {
    rule: 'domain reaches outside src/domain',
    path: 'src/domain/probe.ts',
    code: "import { buildApp } from '../server/app.ts';\nexport const probe = buildApp;\n",
    message: /domain/,
  },
];

const allowed: { rule: string; path: string; code: string }[] = [
  {
    rule: "a module imports another module's index.ts",
    path: 'src/server/modules/operators/probe.ts',
    code: "import { createClaimService } from '../claims/index.ts';\nexport const probe = createClaimService;\n",
  },
  {
    rule: 'a module imports its own repository',
    path: 'src/server/modules/claims/probe.ts',
    code: "export const probe = () => import('./claims.repository.ts');\n",
  },
  {
    rule: "app.ts registers a module's routes through its http.ts",
    path: 'src/server/app.ts',
    code: "import { claimRoutes } from './modules/claims/http.ts';\nexport const probe = claimRoutes;\n",
  },
  {
    rule: 'a module imports the route guards of the access module',
    path: 'src/server/modules/money/probe.routes.ts',
    code: "import { requireOperator } from '../../access/index.ts';\nexport const probe = requireOperator;\n",
  },
  {
    rule: "a module reads another module's views",
    path: 'src/server/modules/money/probe.ts',
    code: "import { claimsView } from '../claims/claims.views.ts';\nexport const probe = claimsView;\n",
  },
  {
    rule: 'a module imports its own tables',
    path: 'src/server/modules/claims/probe.ts',
    code: "import { claims } from './claims.tables.ts';\nexport const probe = claims;\n",
  },
  {
    rule: "a tables file names another module's table in a foreign key",
    path: 'src/server/modules/batches/probe.tables.ts',
    code: "import { claims } from '../claims/claims.tables.ts';\nexport const probe = claims;\n",
  },
  {
    rule: 'the schema barrel re-exports every table',
    path: 'src/server/db/schema.ts',
    code: "export * from '../modules/claims/claims.tables.ts';\n",
  },
  {
    rule: 'app.ts installs the HTTP error handler',
    path: 'src/server/app.ts',
    code: "import { installErrorHandler } from './http/error-handler.ts';\nexport const probe = installErrorHandler;\n",
  },
  {
    rule: 'the test harness seeds rows through a repository',
    path: 'src/server/testing/probe.ts',
    code: "import { insertInvitation } from '../modules/invitations/invitations.repository.ts';\nexport const probe = insertInvitation;\n",
  },
];

describe('import boundaries', () => {
  it.each(refused)('refuses: $rule', async ({ path, code, message }) => {
    const messages = await lint(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each(allowed)('allows: $rule', async ({ path, code }) => {
    expect(await lint(path, code)).toEqual([]);
  });
});
