import { useState, type FormEvent } from 'react';
import { feeCreditSchema } from '#domain/fees/requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog, Panel } from '../operator-panel.tsx';
import { useConfirmedChange } from './confirmed-change.ts';
import { FeeField, ReasonField } from './fee-field.tsx';
import { FeeForm } from './fee-form.tsx';
import { useCreditClaim } from './fees-api.ts';

/** Gives back an accepted claim's fee, with the reason, in this month's statement. */
export function CreditClaimPanel() {
  const credit = useCreditClaim();
  const { form, confirmation, pending, review, confirm, field } = useConfirmedChange(credit, {
    schema: feeCreditSchema,
    defaults: { claimId: '', reason: '' },
    toInput: ({ claimId, reason }) => ({ claimId: claimId.trim(), reason }),
    reword: (errors) => {
      // The schema's own word for a malformed ID is zod's; say where to find a real one.
      if (errors.claimId) errors.claimId = 'Enter the claim ID the Claims queue shows for it.';
    },
  });
  const [credited, setCredited] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    setCredited(null);
    void review(event);
  };

  const send = () =>
    confirm((claim) => {
      setCredited(`The fee of claim ${claim.formId} is credited in this month’s statement.`);
      form.reset();
    });

  return (
    <Panel title="Credit a claim’s fee" level={3}>
      <p className="hint">
        Gives a doula back the fee of one accepted claim, once. Find the claim ID by opening the
        claim in the Claims queue.
      </p>
      <div className="card">
        {credited ? <Alert tone="success">{credited}</Alert> : null}
        <FeeForm
          label="Credit a claim’s fee"
          failure={credit.error}
          failureTitle="The fee was not credited."
          submitLabel="Credit fee"
          onSubmit={check}
        >
          <FeeField {...field('claimId')} label="Claim ID" spellCheck={false} />
          <ReasonField {...field('reason')} />
        </FeeForm>
      </div>
      <ConfirmDialog
        confirmation={confirmation}
        title="Credit this claim’s fee?"
        confirmLabel="Yes, credit the fee"
        busyLabel="Crediting…"
        cancelLabel="Go back"
        onConfirm={send}
      >
        <p>
          The claim’s fee is given back in this month’s statement, with your reason: “
          {pending?.reason}”. A claim’s fee is credited once, and the claim is never charged again.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
