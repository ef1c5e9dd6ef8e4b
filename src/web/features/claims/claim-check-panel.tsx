import { useId } from 'react';
import {
  type ClaimCheckResult,
  type Finding,
  formatCents,
  packageMessages,
  pointerLetter,
} from '#domain/billing/index';
import { ClaimMoney, FindingList, LinesTable } from '../../components/ui/claim-lines.tsx';

/** Where the check stands when it cannot run yet, in the doula's words. */
export type ClaimCheckState =
  | { kind: 'waiting'; reason: string }
  | { kind: 'loading' }
  | { kind: 'failed'; retry(): void }
  | { kind: 'ready'; result: ClaimCheckResult; benefitText: string | null };

/**
 * The "Claim check" panel beside the new-claim form: it reruns on every change with the same
 * rules the server runs at submit, so she sees what a payer would refuse before she sends it,
 * what the claim's lines will be and what she can expect to be paid.
 */
export function ClaimCheckPanel({
  state,
  submitFindings,
}: {
  state: ClaimCheckState;
  /** What the server found when she last pressed Submit (it refused the claim). */
  submitFindings: readonly Finding[] | null;
}) {
  const id = useId();
  return (
    <section className="card claim-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Claim check</h2>
      {submitFindings && submitFindings.length > 0 ? (
        <div className="claim-check-refused" role="alert">
          <p className="claim-check-status claim-check-status-error">
            We did not send this claim: the payer would refuse it. Fix what is listed below, then
            submit again. Everything you entered is still here.
          </p>
          <TitledFindings title="Found when you submitted" findings={submitFindings} />
        </div>
      ) : null}
      <CheckBody state={state} id={id} />
    </section>
  );
}

function CheckBody({ state, id }: { state: ClaimCheckState; id: string }) {
  if (state.kind === 'waiting') return <p className="hint">{state.reason}</p>;
  if (state.kind === 'loading')
    return (
      <p className="hint" role="status">
        Loading the payer’s rules…
      </p>
    );
  if (state.kind === 'failed')
    return (
      <div className="alert alert-warning" role="status">
        <p>
          We couldn’t load the payer’s rules, so the claim can’t be checked here. It is still
          checked when you submit.
        </p>
        <button type="button" className="button button-small" onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  return <CheckResult result={state.result} benefitText={state.benefitText} id={id} />;
}

/** The check's answer: its summary, what to fix, the lines and money, the benefits it uses. */
function CheckResult({
  result,
  benefitText,
  id,
}: {
  result: ClaimCheckResult;
  benefitText: string | null;
  id: string;
}) {
  const errorCount = result.errors.length;
  const warningCount = result.warnings.length;
  return (
    <>
      <p
        className={`claim-check-status claim-check-status-${
          errorCount > 0 ? 'error' : warningCount > 0 ? 'warning' : 'ok'
        }`}
        role="status"
        aria-live="polite"
      >
        {checkSummary(errorCount, warningCount)}
      </p>
      <TitledFindings title="Problems to fix" findings={result.errors} />
      <TitledFindings title="Warnings" findings={result.warnings} />
      <TitledFindings title="Recommendation" findings={result.notes} />
      <ServiceLines result={result} id={id} />
      {benefitText ? (
        <>
          <h3>Benefits this claim will use</h3>
          <p className="claim-check-benefits">{benefitText}</p>
        </>
      ) : null}
    </>
  );
}

function checkSummary(errorCount: number, warningCount: number) {
  if (errorCount > 0) {
    return `${plural(errorCount, 'problem')} to fix before you submit${
      warningCount > 0 ? `, and ${plural(warningCount, 'warning')}` : ''
    }.`;
  }
  return warningCount > 0
    ? `No problems stop this claim. Read the ${plural(warningCount, 'warning')} before you submit.`
    : 'No problems found. This claim is ready to submit.';
}

/** The claim's lines and expected payment, once there is enough of the claim to build them. */
function ServiceLines({ result, id }: { result: ClaimCheckResult; id: string }) {
  const lines = result.context.lines;
  if (!lines?.ok) {
    return (
      <p className="hint">
        The service lines, codes and expected payment appear here once the patient, service type,
        date and location are filled in.
      </p>
    );
  }
  if (lines.packageBilling?.kind === 'covered') {
    return (
      <>
        <h3>Service lines</h3>
        <p className="hint">{packageMessages.covered(lines.packageBilling.pkg.name)}</p>
        <ClaimMoney
          className="claim-check-money"
          totalCents={0}
          expected={formatCents(0)}
          billedAs={result.context.profile?.name}
        />
      </>
    );
  }
  return (
    <>
      <h3 id={`${id}-lines`}>Service lines</h3>
      <LinesTable
        labelledBy={`${id}-lines`}
        diagnosisCodes={result.context.input.diagnoses}
        lines={lines.lines.map((line) => ({
          ...line,
          diagnosisPointers: line.diagnosisPointers.map(pointerLetter),
        }))}
      />
      <ClaimMoney
        className="claim-check-money"
        totalCents={lines.totalCents}
        expected={
          <>
            {formatCents(lines.totalCents)}
            {lines.lines.some((line) => !line.rateVerified) ? (
              <span className="hint"> (an estimate: this payer’s rate is not published)</span>
            ) : null}
          </>
        }
        billedAs={result.context.profile?.name}
      />
    </>
  );
}

function TitledFindings({ title, findings }: { title: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <FindingList findings={findings} />
    </>
  );
}

function plural(count: number, noun: string) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
