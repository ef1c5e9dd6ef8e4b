import { useId, useState } from 'react';
import type { CreatedBatch } from '#domain/claims/batches';
import type { OperatorClaimSummary } from '#domain/claims/queue';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { batchFileUrl, useCreateBatch } from './batches-api.ts';
import { problemOf } from '../operator-ui.tsx';

/** The payers of the pending claims on screen, by ID, for "all ready claims for this payer". */
function payersOf(claims: readonly OperatorClaimSummary[]) {
  const payers = new Map<string, string>();
  for (const claim of claims) {
    const id = claim.payer.id.toUpperCase();
    if (claim.status === 'pending' && id && !payers.has(id)) payers.set(id, claim.payer.name);
  }
  return [...payers].map(([id, name]) => ({ id, name }));
}

type Claims = readonly OperatorClaimSummary[];

/**
 * Making a batch: of the ticked claims (oldest form ID first, as the file lists them; one payer
 * only) or of every ready claim of the payer chosen; why not, in the server's words, or what
 * was made.
 */
function useBatchSending(claims: Claims, selected: readonly string[], onSent: () => void) {
  const create = useCreateBatch();
  const [made, setMade] = useState<CreatedBatch | null>(null);
  const [problem, setProblem] = useState('');
  const payers = payersOf(claims);
  const [payerChoice, setPayerChoice] = useState('');
  const payer = payerChoice || payers[0]?.id || '';
  // Oldest form ID first, as the file lists them.
  const chosen = claims
    .filter((claim) => selected.includes(claim.id))
    .sort((a, b) => (a.formId < b.formId ? -1 : a.formId > b.formId ? 1 : 0));

  const send = (input: { payerId: string; claimIds?: string[] }) => {
    setProblem('');
    setMade(null);
    create.mutate(input, {
      onSuccess: (batch) => {
        setMade(batch);
        onSent();
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  };

  const sendSelected = () => {
    if (chosen.length === 0) {
      setProblem('Tick the claims to send first, or send all ready claims for a payer.');
      return;
    }
    const ids = [...new Set(chosen.map((claim) => claim.payer.id.toUpperCase()))];
    if (ids.length > 1) {
      setProblem(
        `The ticked claims are for ${ids.length} payers (${ids.join(', ')}). A batch is for one payer: tick claims of one payer.`,
      );
      return;
    }
    send({ payerId: ids[0]!, claimIds: chosen.map((claim) => claim.id) });
  };

  const sendAllReady = () => {
    if (!payer) {
      setProblem('No pending claims are shown, so there is no payer to send for.');
      return;
    }
    send({ payerId: payer });
  };

  return {
    create,
    made,
    problem,
    payers,
    payer,
    setPayerChoice,
    chosen,
    sendSelected,
    sendAllReady,
  };
}

/** The batch made: its claims, its file to download, and the claims left out and why. */
function BatchMade({ made }: { made: CreatedBatch }) {
  return (
    <Alert tone="success" title={`Batch ${made.number} is ready.`}>
      <p>
        {made.claimCount} {made.claimCount === 1 ? 'claim' : 'claims'} for {made.payerId} (
        {made.claims.map((claim) => claim.formId).join(', ')}) now read Processing.
      </p>
      <p>
        <a className="button button-small" href={batchFileUrl(made.id)} download>
          Download {made.fileName}
        </a>
      </p>
      {made.leftOut.length > 0 ? (
        <>
          <p>Left out, not ready:</p>
          <ul>
            {made.leftOut.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}

/** The payer whose ready claims are all sent, from those of the pending claims shown. */
function PayerChoice({ id, sending }: { id: string; sending: ReturnType<typeof useBatchSending> }) {
  const { payers, payer, setPayerChoice, create, sendAllReady } = sending;
  return (
    <div className="op-batch-payer">
      <div className="field">
        <label htmlFor={`${id}-payer`}>Payer</label>
        <select
          id={`${id}-payer`}
          value={payer}
          onChange={(event) => setPayerChoice(event.target.value)}
          disabled={payers.length === 0}
        >
          {payers.length === 0 ? <option value="">No pending claims shown</option> : null}
          <Options
            items={payers}
            value={(option) => option.id}
            label={(option) => `${option.id} · ${option.name}`}
          />
        </select>
      </div>
      <button
        type="button"
        className="button"
        onClick={sendAllReady}
        disabled={create.isPending || payers.length === 0}
      >
        All ready claims for this payer
      </button>
    </div>
  );
}

/**
 * Sending claims to the clearinghouse: the claims ticked in the queue, or every ready claim of
 * one payer, become one 837P batch; its file downloads from the answer. Refusals (a claim the
 * claim check or the file format refuses, a claim already in an open batch) show here, in the
 * server's words, which name each claim.
 */
export function BatchActions({
  claims,
  selected,
  onSent,
}: {
  claims: Claims;
  selected: readonly string[];
  onSent: () => void;
}) {
  const id = useId();
  const sending = useBatchSending(claims, selected, onSent);
  const { create, made, problem, chosen, sendSelected } = sending;
  return (
    <section className="card op-batch" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Send to the clearinghouse</h3>
      <p className="hint">
        Tick pending claims below and create a batch, or send every ready claim of one payer
        (pending, passing the claim check, in no open batch). The claims move to Processing.
      </p>
      <div className="op-batch-actions">
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={sendSelected}
            disabled={create.isPending}
          >
            Create batch
          </button>
          <span className="hint">
            {chosen.length === 0
              ? 'No claims ticked.'
              : `${chosen.length} ${chosen.length === 1 ? 'claim' : 'claims'} ticked.`}
          </span>
        </div>
        <PayerChoice id={id} sending={sending} />
      </div>
      {create.isPending ? (
        <p className="hint" role="status">
          Making the batch…
        </p>
      ) : null}
      {problem ? (
        <Alert tone="error" title="No batch was made.">
          <p>{problem.replace(/^No batch was made: /, '')}</p>
        </Alert>
      ) : null}
      {made ? <BatchMade made={made} /> : null}
    </section>
  );
}
