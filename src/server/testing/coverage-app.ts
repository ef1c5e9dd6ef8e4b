import { type CoreTestServer, startCoreSoapServer } from './core-soap-server.ts';
import { createDoula, type Doula, OPERATOR_EMAIL } from './doulas.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The coverage checks' test app: the CORE test endpoint on loopback, an operator, and two
 * doulas (`<prefix>-maya@…`, whose patients the tests check, and `<prefix>-other@…`), with
 * this many checks a day allowed. No connection answers real-time questions yet. The caller
 * closes the app and the endpoint.
 */
export async function startCoverageApp(prefix: string, checksPerDay: number) {
  const [t, core]: [TestApp, CoreTestServer] = await Promise.all([
    buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, COVERAGE_CHECKS_PER_DAY: String(checksPerDay) }),
    startCoreSoapServer(),
  ]);
  const maya: Doula = await createDoula(t, `${prefix}-maya@example.com`);
  const other: Doula = await createDoula(t, `${prefix}-other@example.com`);
  return { t, core, maya, other };
}
