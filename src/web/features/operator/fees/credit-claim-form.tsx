import { useId, useState, type FormEvent } from 'react';
import { feeCreditSchema } from '#domain/fees/requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog, Panel, useConfirmation } from '../operator-panel.tsx';
import { fieldErrorsOf, issueMessages, SaveFailure } from '../operator-ui.tsx';
import { FeeField } from './fee-field.tsx';
import { useCreditClaim } from './fees-api.ts';

type Credit = ReturnType<typeof feeCreditSchema.parse>;

/** Gives back an accepted claim's fee, with the reason, in this month's statement. */
export function CreditClaimPanel() {
  const id = useId();
  const credit = useCreditClaim();
  const confirmation = useConfirmation(credit);
  const [claimId, setClaimId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Credit | null>(null);
  const [credited, setCredited] = useState<string | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setCredited(null);
    const parsed = feeCreditSchema.safeParse({ claimId: claimId.trim(), reason });
    if (!parsed.success) {
      const found = issueMessages(parsed.error);
      // The schema's own word for a malformed ID is zod's; say where to find a real one.
      if (found.claimId) found.claimId = 'Enter the claim ID the Claims queue shows for it.';
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(parsed.data);
    confirmation.ask();
  };

  const confirm = () => {
    if (!pending) return;
    credit.mutate(pending, {
      onSuccess: (claim) => {
        confirmation.close();
        setCredited(`The fee of claim ${claim.formId} is credited in this month’s statement.`);
        setClaimId('');
        setReason('');
      },
      onError: (error) => {
        confirmation.close();
        setErrors(fieldErrorsOf(error));
      },
    });
  };

  return (
    <Panel title="Credit a claim’s fee" level={3}>
      <p className="hint">
        Gives a doula back the fee of one accepted claim, once. Find the claim ID by opening the
        claim in the Claims queue.
      </p>
      <div className="card">
        {credited ? <Alert tone="success">{credited}</Alert> : null}
        <SaveFailure failure={credit.error} title="The fee was not credited." besideFields />
        <form onSubmit={review} noValidate aria-label="Credit a claim’s fee">
          <div className="fee-form">
            <FeeField
              formId={id}
              name="claimId"
              label="Claim ID"
              spellCheck={false}
              errors={errors}
              value={claimId}
              onChange={setClaimId}
            />
            <FeeField
              formId={id}
              name="reason"
              label="Reason (no patient details)"
              maxLength={200}
              errors={errors}
              value={reason}
              onChange={setReason}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary">
              Credit fee
            </button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        confirmation={confirmation}
        title="Credit this claim’s fee?"
        confirmLabel="Yes, credit the fee"
        busyLabel="Crediting…"
        cancelLabel="Go back"
        onConfirm={confirm}
      >
        <p>
          The claim’s fee is given back in this month’s statement, with your reason: “
          {pending?.reason}”. A claim’s fee is credited once, and the claim is never charged again.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
