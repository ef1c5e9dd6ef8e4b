import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import {
  agreementLimits,
  agreementPublishSchema,
  type OperatorAgreement,
} from '#domain/account/agreements';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog, useConfirmation } from '../operator-panel.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { fieldErrorHelpers, fieldErrorsOf, formatMoment, SaveFailure } from '../operator-ui.tsx';
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
type Values = { version: string; content: string };
type Form = ReturnType<typeof useOperatorForm<Values, typeof agreementPublishSchema>>;

/** The version and its text, checked with the server's schema before the preview shows. */
function EditStep({ form, onPreview }: { form: Form; onPreview(event: FormEvent): void }) {
  const id = form.formId;
  const { describe, error, control } = fieldErrorHelpers(id, form.errors);
  return (
    <form onSubmit={onPreview} noValidate aria-label="New agreement version">
      <div className="field">
        <label htmlFor={`${id}-version`}>Version label</label>
        <input
          {...control('version')}
          autoComplete="off"
          maxLength={agreementLimits.version}
          aria-describedby={[`${id}-version-hint`, describe('version')].filter(Boolean).join(' ')}
          {...form.register('version')}
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
          {...form.register('content')}
        />
        {error('content')}
      </div>
      <button type="submit" className="button button-primary">
        Preview
      </button>
    </form>
  );
}

/** The text as providers will read it, the warning, and Publish (confirmed) or back. */
function PreviewStep({
  values,
  headingRef,
  failure,
  onPublish,
  onBack,
}: {
  values: Values;
  headingRef: RefObject<HTMLHeadingElement | null>;
  failure: unknown;
  onPublish(): void;
  onBack(): void;
}) {
  return (
    <div>
      <h4 ref={headingRef} tabIndex={-1} className="op-preview-title">
        Preview of version {values.version.trim()}
      </h4>
      <p className="hint">This is the text providers will read before they accept it.</p>
      <div
        className="agreement-text op-agreement-text"
        role="region"
        aria-label="Agreement preview"
      >
        {values.content.trim()}
      </div>
      <Alert tone="warning" title="Every provider will have to accept it again">
        {everyoneAcceptsAgain}
      </Alert>
      <SaveFailure failure={failure} title="The agreement was not published." besideFields />
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onPublish}>
          Publish
        </button>
        <button type="button" className="button" onClick={onBack}>
          Back to editing
        </button>
      </div>
    </div>
  );
}

/**
 * Publishing's steps: the form checked with the server's schema, its preview, the confirmation,
 * then the version as typed is sent; a refusal naming fields goes back to the form with them.
 */
function usePublishSteps() {
  const publish = usePublishAgreement();
  const form = useOperatorForm({
    schema: agreementPublishSchema,
    defaults: { version: '', content: '' } as Values,
  });
  const values = useWatch({ control: form.control }) as Values;
  const [step, setStep] = useState<Step>('edit');
  const confirmation = useConfirmation(publish);
  const [published, setPublished] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const preview = (event: FormEvent) => {
    setPublished(null);
    const showPreview = () => {
      setStep('preview');
      requestAnimationFrame(() => previewHeading.current?.focus());
    };
    void form.submit(showPreview)(event);
  };

  const confirm = () =>
    publish.mutate(form.getValues(), {
      onSuccess: (agreement) => {
        confirmation.close();
        setPublished(agreement.version);
        form.reset();
        setStep('edit');
      },
      onError: (error) => {
        confirmation.close();
        if (Object.keys(fieldErrorsOf(error)).length === 0) return;
        form.showServerErrors(error);
        setStep('edit');
        requestAnimationFrame(() => form.setFocus('version'));
      },
    });

  return {
    publish,
    form,
    values,
    step,
    setStep,
    confirmation,
    published,
    previewHeading,
    preview,
    confirm,
  };
}

function PublishAgreement() {
  const steps = usePublishSteps();
  const { values, confirmation } = steps;
  return (
    <div className="card">
      <h3>Publish a new version</h3>
      {steps.published ? (
        <Alert tone="success" title={`Version ${steps.published} is published and current.`}>
          Providers are asked to accept it the next time they open Doula Billing.
        </Alert>
      ) : null}
      {steps.step === 'edit' ? (
        <EditStep form={steps.form} onPreview={steps.preview} />
      ) : (
        <PreviewStep
          values={values}
          headingRef={steps.previewHeading}
          failure={steps.publish.error}
          onPublish={confirmation.ask}
          onBack={() => steps.setStep('edit')}
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        title={`Publish version ${values.version.trim()} now?`}
        confirmLabel={`Yes, publish version ${values.version.trim()}`}
        busyLabel="Publishing…"
        cancelLabel="Cancel"
        onConfirm={steps.confirm}
      >
        <p>{everyoneAcceptsAgain}</p>
        <p>A published version cannot be withdrawn; a later version can replace it.</p>
      </ConfirmDialog>
    </div>
  );
}
