import { useState } from 'react';
import type { PayerProfileVersion, ServiceRule } from '#domain/billing/index';
import { fieldErrorHelpers } from '../operator-ui.tsx';
import { describeKinds, describeUnit, ratesOf } from './payer-profile-text.ts';

type FieldHelpers = ReturnType<typeof fieldErrorHelpers>;

/** What the operator has typed of a new version: its start date and one rate per service. */
export function useVersionDraft(base: PayerProfileVersion | undefined) {
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [rates, setRates] = useState(() => ratesOf(base));
  return { effectiveFrom, setEffectiveFrom, rates, setRates };
}
export type VersionDraft = ReturnType<typeof useVersionDraft>;

/** One service's rate in dollars, labelled with its service, code, unit and kinds of visit. */
function RateField({
  id,
  name,
  rule,
  value,
  onChange,
  helpers,
}: {
  id: string;
  name: string;
  rule: ServiceRule;
  value: string;
  onChange(value: string): void;
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
      <input
        {...helpers.control(name)}
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {helpers.error(name)}
    </div>
  );
}

/**
 * The date a new version (or a new profile's first version) starts and one dollar field per
 * service of the version it starts from.
 */
export function VersionFields({
  id,
  base,
  draft,
  errors,
}: {
  id: string;
  base: PayerProfileVersion;
  draft: VersionDraft;
  errors: Record<string, string>;
}) {
  const { effectiveFrom, setEffectiveFrom, rates, setRates } = draft;
  const helpers = fieldErrorHelpers(id, errors);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-effectiveFrom`}>Effective from</label>
        <input
          {...helpers.control('effectiveFrom')}
          type="date"
          value={effectiveFrom}
          onChange={(event) => setEffectiveFrom(event.target.value)}
        />
        {helpers.error('effectiveFrom')}
      </div>
      <fieldset className="op-rate-grid">
        <legend>Rates in dollars</legend>
        {base.services.map((rule, index) => (
          <RateField
            key={`${rule.serviceType}-${index}`}
            id={id}
            name={`rate-${index}`}
            rule={rule}
            value={rates[index] ?? ''}
            helpers={helpers}
            onChange={(value) =>
              setRates((current) => current.map((rate, i) => (i === index ? value : rate)))
            }
          />
        ))}
      </fieldset>
    </>
  );
}
