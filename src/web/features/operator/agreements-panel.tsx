import { useId, useRef, useState, type FormEvent } from 'react';
import { agreementLimits, agreementPublishSchema, type OperatorAgreement } from '#domain/operator';
import { Alert } from '../../components/ui/alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useAgreements, usePublishAgreement } from './operator-api.ts';
import {
  fieldErrorHelpers,
  fieldErrorsOf,
  formatMoment,
  PagedListView,
  problemOf,
} from './operator-ui.tsx';

const everyoneAcceptsAgain =
  'Publishing makes this version current at once. Every provider will have to read and accept it again before they can go on using Doula Billing.';

/** Agreement versions: the list with the current one marked, and publishing a new one. */
export function AgreementsPanel() {
  const id = useId();
  const agreements = useAgreements();
  const items = agreements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Business Associate Agreement versions</h2>
      <PublishAgreement />
      <h3>Published versions</h3>
      <PagedListView
        list={agreements}
        count={items.length}
        noun="versions"
        one="version"
        loadingLabel="Loading agreement versions…"
        empty={
          <p>No agreement is published, so nobody can register. Publish the first version above.</p>
        }
      >
        <ul className="op-list">
          {items.map((agreement) => (
            <AgreementRow key={agreement.id} agreement={agreement} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}

function AgreementRow({ agreement }: { agreement: OperatorAgreement }) {
  return (
    <li className={`op-row op-card${agreement.current ? ' is-current' : ''}`}>
      <p className="op-row-title">
        Version {agreement.version}{' '}
        {agreement.current ? <span className="op-current">Current</span> : null}
      </p>
      <p className="op-row-meta">
        Published {formatMoment(agreement.createdAt)} by {agreement.publishedBy}
      </p>
      <details className="op-agreement-details">
        <summary>Read version {agreement.version}</summary>
        <div className="op-agreement-text">{agreement.content}</div>
      </details>
    </li>
  );
}

type Step = 'edit' | 'preview';

function PublishAgreement() {
  const id = useId();
  const publish = usePublishAgreement();
  const [version, setVersion] = useState('');
  const [content, setContent] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [published, setPublished] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const versionInput = useRef<HTMLInputElement>(null);

  const preview = (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    const parsed = agreementPublishSchema.safeParse({ version, content });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setStep('preview');
    requestAnimationFrame(() => previewHeading.current?.focus());
  };

  const confirm = () =>
    publish.mutate(
      { version, content },
      {
        onSuccess: (agreement) => {
          setConfirming(false);
          setPublished(agreement.version);
          setVersion('');
          setContent('');
          setStep('edit');
        },
        onError: (error) => {
          setConfirming(false);
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            setStep('edit');
            requestAnimationFrame(() => versionInput.current?.focus());
          }
        },
      },
    );

  const { describe, error } = fieldErrorHelpers(id, errors);

  return (
    <div className="card">
      <h3>Publish a new version</h3>
      {published ? (
        <Alert tone="success" title={`Version ${published} is published and current.`}>
          Providers are asked to accept it the next time they open Doula Billing.
        </Alert>
      ) : null}
      {step === 'edit' ? (
        <form onSubmit={preview} noValidate aria-label="New agreement version">
          <div className="field">
            <label htmlFor={`${id}-version`}>Version label</label>
            <input
              id={`${id}-version`}
              ref={versionInput}
              autoComplete="off"
              maxLength={agreementLimits.version}
              value={version}
              aria-invalid={errors.version ? true : undefined}
              aria-describedby={[`${id}-version-hint`, describe('version')]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => setVersion(event.target.value)}
            />
            <p id={`${id}-version-hint`} className="field-hint">
              A label no earlier version used, e.g. the date counsel approved it: 2026-01-15.
            </p>
            {error('version')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-content`}>Agreement text</label>
            <textarea
              id={`${id}-content`}
              rows={8}
              maxLength={agreementLimits.content}
              value={content}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={describe('content')}
              onChange={(event) => setContent(event.target.value)}
            />
            {error('content')}
          </div>
          <button type="submit" className="button button-primary">
            Preview
          </button>
        </form>
      ) : (
        <div>
          <h4 ref={previewHeading} tabIndex={-1} className="op-preview-title">
            Preview of version {version.trim()}
          </h4>
          <p className="hint">This is the text providers will read before they accept it.</p>
          <div className="op-agreement-text" role="region" aria-label="Agreement preview">
            {content.trim()}
          </div>
          <Alert tone="warning" title="Every provider will have to accept it again">
            {everyoneAcceptsAgain}
          </Alert>
          {publish.isError && Object.keys(fieldErrorsOf(publish.error)).length === 0 ? (
            <Alert tone="error" title="The agreement was not published.">
              <p>{problemOf(publish.error)}</p>
            </Alert>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                publish.reset();
                setConfirming(true);
              }}
            >
              Publish
            </button>
            <button type="button" className="button" onClick={() => setStep('edit')}>
              Back to editing
            </button>
          </div>
        </div>
      )}
      {confirming ? (
        <ModalDialog
          title={`Publish version ${version.trim()} now?`}
          busy={publish.isPending}
          onClose={() => setConfirming(false)}
        >
          <p>{everyoneAcceptsAgain}</p>
          <p>A published version cannot be withdrawn; a later version can replace it.</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={publish.isPending}
              onClick={confirm}
            >
              {publish.isPending ? 'Publishing…' : `Yes, publish version ${version.trim()}`}
            </button>
            <button
              type="button"
              className="button"
              disabled={publish.isPending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
