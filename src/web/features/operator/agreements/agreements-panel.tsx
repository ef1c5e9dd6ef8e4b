import { useId, useRef, useState, type FormEvent } from 'react';
import {
  agreementLimits,
  agreementPublishSchema,
  type OperatorAgreement,
} from '#domain/agreements';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog, useConfirmation } from '../operator-panel.tsx';
import {
  fieldErrorHelpers,
  fieldErrorsOf,
  formatMoment,
  issueMessages,
  SaveFailure,
} from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useAgreements, usePublishAgreement } from './agreements-api.ts';

const everyoneAcceptsAgain =
  'Publishing makes this version current at once. Every provider will have to read and accept it again before they can go on using Doula Billing.';

const versionWords = listWords(
  'version',
  'versions',
  'Loading agreement versions…',
  'No agreement is published, so nobody can register. Publish the first version above.',
);

/** Agreement versions: the list with the current one marked, and publishing a new one. */
export function AgreementsPanel() {
  return (
    <PagedPanel
      title="Business Associate Agreement versions"
      top={<PublishAgreement />}
      listTitle="Published versions"
      list={useAgreements()}
      words={versionWords}
      row={(agreement) => <AgreementRow key={agreement.id} agreement={agreement} />}
    />
  );
}

function AgreementRow({ agreement }: { agreement: OperatorAgreement }) {
  return (
    <li className={`card-row op-card${agreement.current ? ' is-current' : ''}`}>
      <p className="op-row-title">
        Version {agreement.version}{' '}
        {agreement.current ? <span className="op-current">Current</span> : null}
      </p>
      <p className="op-row-meta">
        Published {formatMoment(agreement.createdAt)} by {agreement.publishedBy}
      </p>
      <details className="op-agreement-details">
        <summary>Read version {agreement.version}</summary>
        <div className="agreement-text op-agreement-text">{agreement.content}</div>
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
  const confirmation = useConfirmation(publish);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [published, setPublished] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const versionInput = useRef<HTMLInputElement>(null);

  const preview = (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    const parsed = agreementPublishSchema.safeParse({ version, content });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error));
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
          confirmation.close();
          setPublished(agreement.version);
          setVersion('');
          setContent('');
          setStep('edit');
        },
        onError: (error) => {
          confirmation.close();
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            setStep('edit');
            requestAnimationFrame(() => versionInput.current?.focus());
          }
        },
      },
    );

  const { describe, error, control } = fieldErrorHelpers(id, errors);

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
              {...control('version')}
              ref={versionInput}
              autoComplete="off"
              maxLength={agreementLimits.version}
              value={version}
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
              {...control('content')}
              rows={8}
              maxLength={agreementLimits.content}
              value={content}
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
          <div
            className="agreement-text op-agreement-text"
            role="region"
            aria-label="Agreement preview"
          >
            {content.trim()}
          </div>
          <Alert tone="warning" title="Every provider will have to accept it again">
            {everyoneAcceptsAgain}
          </Alert>
          <SaveFailure
            failure={publish.error}
            title="The agreement was not published."
            besideFields
          />
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={confirmation.ask}>
              Publish
            </button>
            <button type="button" className="button" onClick={() => setStep('edit')}>
              Back to editing
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        confirmation={confirmation}
        title={`Publish version ${version.trim()} now?`}
        confirmLabel={`Yes, publish version ${version.trim()}`}
        busyLabel="Publishing…"
        cancelLabel="Cancel"
        onConfirm={confirm}
      >
        <p>{everyoneAcceptsAgain}</p>
        <p>A published version cannot be withdrawn; a later version can replace it.</p>
      </ConfirmDialog>
    </div>
  );
}
