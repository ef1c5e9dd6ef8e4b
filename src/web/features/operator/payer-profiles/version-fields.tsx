import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PayerProfileVersion, ServiceRule } from '#domain/billing/index';
import { fieldErrorHelpers } from '../operator-ui.tsx';
import type { ProfileFormState } from './form-parts.tsx';
import { describeKinds, describeUnit } from './payer-profile-text.ts';

type FieldHelpers = ReturnType<typeof fieldErrorHelpers>;

/** One service's rate in dollars, labelled with its service, code, unit and kinds of visit. */
function RateField({
  id,
  name,
  rule,
  registration,
  helpers,
}: {
  id: string;
  name: string;
  rule: ServiceRule;
  registration: UseFormRegisterReturn;
  helpers: FieldHelpers;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {rule.serviceType}{' '}
        <span className="optional">
          ({rule.procedureCode}, {describeUnit(rule)}, {describeKinds(rule)})
        </span>
      </label>
      <input {...helpers.control(name)} type="text" inputMode="decimal" {...registration} />
      {helpers.error(name)}
    </div>
  );
}

/**
 * The date a new version (or a new profile's first version) starts and one dollar field per
 * service of the version it starts from.
 */
export function VersionFields({
  form,
  base,
}: {
  form: ProfileFormState;
  base: PayerProfileVersion;
}) {
  const { id } = form;
  const helpers = fieldErrorHelpers(id, form.errors);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-effectiveFrom`}>Effective from</label>
        <input
          {...helpers.control('effectiveFrom')}
          type="date"
          {...form.form.register('effectiveFrom')}
        />
        {helpers.error('effectiveFrom')}
      </div>
      <SourceFields form={form} helpers={helpers} />
      <fieldset className="op-rate-grid">
        <legend>Rates in dollars</legend>
        {base.services.map((rule, index) => (
          <RateField
            key={`${rule.serviceType}-${index}`}
            id={id}
            name={`rate-${index}`}
            rule={rule}
            registration={form.form.register(`rates.${index}`)}
            helpers={helpers}
          />
        ))}
      </fieldset>
    </>
  );
}

/** Where the version's rules were read: each new version names its own source. */
function SourceFields({ form, helpers }: { form: ProfileFormState; helpers: FieldHelpers }) {
  const field = (name: 'sourceTitle' | 'sourceCitation' | 'sourceReadOn', label: string) => (
    <div className="field">
      <label htmlFor={`${form.id}-${name}`}>{label}</label>
      <input
        {...helpers.control(name)}
        type={name === 'sourceReadOn' ? 'date' : 'text'}
        maxLength={name === 'sourceCitation' ? 500 : 200}
        {...form.form.register(name)}
      />
      {helpers.error(name)}
    </div>
  );
  return (
    <fieldset className="op-source">
      <legend>Source of these rules</legend>
      {field('sourceTitle', 'Title of the manual, rule or page')}
      {field('sourceCitation', 'Web address or citation')}
      {field('sourceReadOn', 'Date read')}
    </fieldset>
  );
}
