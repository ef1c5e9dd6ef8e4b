import { useId, useState } from 'react';
import {
  enrollmentStateLabels,
  enrollmentStateMeanings,
  enrollmentTransactionLabels,
  type EnrollmentState,
  type EnrollmentView,
  type PayerEnrollmentsView,
} from '#domain/clearinghouse/enrollments';
import { disclosureButtonProps } from '../../../components/ui/disclosure.ts';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useEnrollments } from './enrollment-api.ts';
import { EnrollmentForm } from './enrollment-form.tsx';
import './enrollment.css';

/** The badge colour of each state: nothing to do, waiting on someone, or done. */
const tone: Record<EnrollmentState, 'success' | 'denied' | 'failure'> = {
  not_needed: 'success',
  approved: 'success',
  pending: 'denied',
  required: 'failure',
};

const payerWords = listWords(
  'payer',
  'payers',
  'Loading the payers…',
  'No payers yet. A payer appears here once a claim names it, the payer mapping names it or its enrollment is recorded.',
);

/**
 * Enrollment at the clearinghouse, per payer and transaction: which payers need one for
 * claims, remittances or eligibility, and where each stands. Batches to a payer whose claims
 * enrollment is required or pending are refused; while its remittance enrollment is, doulas
 * see that payments for it will arrive on paper.
 */
export function EnrollmentPanel() {
  const payers = useEnrollments();
  return (
    <PagedPanel
      title="Enrollment"
      hint="For each payer: whether claims, remittances and eligibility need enrollment at the clearinghouse, and where it stands. Claims to a payer whose claims enrollment is required or pending cannot be batched; while its remittance enrollment is, its doulas see that payments will arrive on paper."
      top={<EnrollmentForm />}
      listTitle="Payers"
      list={payers}
      words={payerWords}
      row={(payer) => <PayerRow key={payer.payerId} payer={payer} />}
    />
  );
}

function PayerRow({ payer }: { payer: PayerEnrollmentsView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="card-row op-card" aria-label={`${payer.payerName} (${payer.payerId})`}>
      <p className="op-row-title">
        {payer.payerName} <span className="op-row-meta">Payer ID {payer.payerId}</span>
      </p>
      <ul className="op-enrollments">
        {payer.enrollments.map((enrollment) => (
          <EnrollmentLine key={enrollment.transaction} enrollment={enrollment} />
        ))}
      </ul>
      <button
        className="button button-small"
        {...disclosureButtonProps(open, setOpen, `${id}-form`)}
      >
        {open ? 'Close' : 'Change enrollment'}
      </button>
      <div id={`${id}-form`} hidden={!open}>
        {open ? <EnrollmentForm payer={payer} /> : null}
      </div>
    </li>
  );
}

function EnrollmentLine({ enrollment }: { enrollment: EnrollmentView }) {
  const dates = [
    enrollment.requestedOn ? `Requested ${enrollment.requestedOn}` : '',
    enrollment.approvedOn ? `approved ${enrollment.approvedOn}` : '',
  ].filter(Boolean);
  return (
    <li>
      <span className="op-enrollment-transaction">
        {enrollmentTransactionLabels[enrollment.transaction]}
      </span>{' '}
      <span className={`op-outcome op-outcome-${tone[enrollment.state]}`}>
        {enrollmentStateLabels[enrollment.state]}
      </span>
      <span className="op-row-meta op-small">
        {' '}
        {enrollmentStateMeanings[enrollment.state]}
        {dates.length > 0 ? ` ${dates.join(', ')}.` : ''}
        {enrollment.note ? ` Note: ${enrollment.note}` : ''}
      </span>
    </li>
  );
}
