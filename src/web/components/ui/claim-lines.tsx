import type { ReactNode } from 'react';
import type { Finding } from '#domain/billing/index';
// The money module alone, not the billing index: the claims list is a first-load route and the
// whole engine (profiles, schemas) would more than fill its script budget. The glossary's code
// lists (ICD-10-CM titles, remittance reasons) are small enough to come along (decision 043).
import { formatCents } from '#domain/billing/money';
import type { ClaimLineView, ClaimView } from '#domain/claims/view';
import { codeWords, type CodeKind } from '#domain/glossary/index';
import { LabelledTable, type TableColumn } from './labelled-table.tsx';
import './claim-lines.css';
import { SupportText } from './support-text.tsx';

type LineRow = Pick<
  ClaimLineView,
  'procedureCode' | 'modifiers' | 'units' | 'chargeCents' | 'placeOfService' | 'diagnosisPointers'
>;

/** A code with its words beside it: no screen shows a code bare. */
export function CodeWords({ kind, code }: { kind: CodeKind; code: string }) {
  const words = codeWords(kind, code);
  return (
    <span className="coded">
      <span className="code">{code}</span>
      {words ? <span className="code-words"> {words}</span> : null}
    </span>
  );
}

const pointerIndex = (letter: string) => letter.charCodeAt(0) - 65;

function lineColumns(diagnosisCodes: readonly string[]): TableColumn<LineRow>[] {
  return [
    { label: 'Code', cell: (line) => <CodeWords kind="procedure" code={line.procedureCode} /> },
    {
      label: 'Modifiers',
      cell: (line) =>
        line.modifiers.length === 0 ? (
          '—'
        ) : (
          <span className="coded-list">
            {line.modifiers.map((modifier) => (
              <CodeWords key={modifier} kind="modifier" code={modifier} />
            ))}
          </span>
        ),
    },
    { label: 'Units', cell: (line) => line.units },
    { label: 'Charge', cell: (line) => formatCents(line.chargeCents) },
    {
      label: 'Place of service',
      cell: (line) => <CodeWords kind="place-of-service" code={line.placeOfService} />,
    },
    {
      label: 'For diagnoses',
      cell: (line) =>
        line.diagnosisPointers.length === 0 ? (
          '—'
        ) : (
          <span className="coded-list">
            {line.diagnosisPointers.map((letter) => {
              const code = diagnosisCodes[pointerIndex(letter)];
              const words = code ? codeWords('diagnosis', code) : undefined;
              return (
                <span key={letter} className="coded">
                  <span className="code">{letter}</span>
                  {code ? (
                    <span className="code-words">
                      {' '}
                      {code}
                      {words ? `, ${words}` : ''}
                    </span>
                  ) : null}
                </span>
              );
            })}
          </span>
        ),
    },
  ];
}

/**
 * A claim's service lines as a small table; wherever it is narrow (a phone, the claim check's
 * column) each line becomes a labelled card. The claim's diagnoses let each pointer letter say
 * which diagnosis it points at.
 */
export function LinesTable({
  lines,
  diagnosisCodes,
  labelledBy,
}: {
  lines: readonly LineRow[];
  diagnosisCodes: readonly string[];
  labelledBy?: string | undefined;
}) {
  return (
    <div className="lines-frame">
      <LabelledTable
        className="lines-table"
        labelledBy={labelledBy}
        columns={lineColumns(diagnosisCodes)}
        rows={lines}
        rowKey={(line, index) => `${line.procedureCode}-${index}`}
      />
    </div>
  );
}

/** The claim's diagnoses in claim order, lettered as the paper form points at them. */
export function DiagnosisList({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <p className="hint">No diagnosis on this claim.</p>;
  return (
    <ol className="claim-diagnoses">
      {codes.map((code, index) => (
        <li key={code}>
          <span className="diagnosis-letter" aria-hidden="true">
            {String.fromCharCode(65 + index)}
          </span>
          <span>
            <strong>{code}</strong> {codeWords('diagnosis', code) ?? ''}
            {index === 0 ? <span className="diagnosis-tag">Principal</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * What a submitted claim bills: its diagnoses, service lines, total charge and the amount the
 * payer is expected to allow. Lines the system worked out for a claim sent before lines were
 * stored are labelled as derived, so nobody mistakes them for what was sent.
 */
export function ClaimBilling({
  claim,
  headingLevel = 3,
  showWarnings = false,
}: {
  claim: Pick<
    ClaimView,
    | 'id'
    | 'diagnosisCodes'
    | 'lines'
    | 'totalChargeCents'
    | 'expectedCents'
    | 'linesDerived'
    | 'checkWarnings'
    | 'payerProfileName'
    | 'recommendationReliedOn'
  >;
  headingLevel?: 2 | 3;
  showWarnings?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const linesId = `claim-${claim.id}-lines`;
  return (
    <div className="claim-billing">
      <Heading>Diagnoses</Heading>
      <DiagnosisList codes={claim.diagnosisCodes} />
      <Heading id={linesId}>
        Service lines
        {claim.linesDerived ? <span className="derived-tag">Derived</span> : null}
      </Heading>
      {claim.linesDerived ? (
        <p className="hint">
          This claim was sent before service lines were kept, so these lines were worked out
          afterwards from its service type, payer and date.
        </p>
      ) : null}
      {claim.lines.length > 0 ? (
        <LinesTable
          lines={claim.lines}
          diagnosisCodes={claim.diagnosisCodes}
          labelledBy={linesId}
        />
      ) : (
        <p className="hint">No service lines on this claim.</p>
      )}
      <ClaimMoney
        className="claim-money"
        totalCents={claim.totalChargeCents}
        expected={formatCents(claim.expectedCents)}
        billedAs={claim.payerProfileName}
      />
      {claim.recommendationReliedOn ? (
        <dl className="claim-money">
          <div>
            <dt>Recommendation relied on</dt>
            <dd>{claim.recommendationReliedOn}</dd>
          </div>
        </dl>
      ) : null}
      {showWarnings && claim.checkWarnings.length > 0 ? (
        <>
          <Heading>Claim check warnings</Heading>
          <FindingList findings={claim.checkWarnings} />
        </>
      ) : null}
    </div>
  );
}

/**
 * What a claim bills in all and what the payer is expected to allow (`expected`, with any note
 * on how sure that is), and whose billing rules (the payer profile) set its codes and prices,
 * when one applies.
 */
export function ClaimMoney({
  className,
  totalCents,
  expected,
  billedAs,
}: {
  className: string;
  totalCents: number;
  expected: ReactNode;
  billedAs: string | null | undefined;
}) {
  return (
    <dl className={className}>
      <div>
        <dt>Total charge</dt>
        <dd>{formatCents(totalCents)}</dd>
      </div>
      <div>
        <dt>Expected reimbursement</dt>
        <dd>{expected}</dd>
      </div>
      {billedAs ? (
        <div>
          <dt>Codes and prices set by</dt>
          <dd>The {billedAs} billing rules</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What the claim check found: each finding as a problem or a warning, with how to fix it. */
export function FindingList({ findings }: { findings: readonly Finding[] }) {
  return (
    <ul className="finding-list">
      {findings.map((finding, index) => (
        <li
          key={`${finding.rule}-${finding.field}-${index}`}
          className={`finding finding-${finding.severity}`}
        >
          <span className="finding-kind">
            {finding.severity === 'error'
              ? 'Problem'
              : finding.severity === 'info'
                ? 'Note'
                : 'Warning'}
          </span>
          <p className="finding-message">{finding.message}</p>
          <p className="finding-fix">
            <strong>How to fix:</strong> <SupportText text={finding.fix} />
            {finding.link ? (
              <>
                {' '}
                <a href={finding.link}>Open her pregnancy</a>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
