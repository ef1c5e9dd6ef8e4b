import type { PayerProfileVersion, ServiceRule } from '#domain/billing/index';
import { fieldErrorHelpers } from '../operator-ui.tsx';
import { describeKinds, describeUnit } from './payer-profile-text.ts';

type FieldHelpers = ReturnType<typeof fieldErrorHelpers>;

/** One service's rate in dollars, labelled with its service, code, unit and kinds of visit. */
function RateField({
  id,
  name,
  rule,
  value,
  onChange,
  invalid,
  helpers,
}: {
  id: string;
  name: string;
  rule: ServiceRule;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
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
        id={`${id}-${name}`}
        type="text"
        inputMode="decimal"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={helpers.describe(name)}
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
  effectiveFrom,
  setEffectiveFrom,
  rates,
  setRates,
  errors,
}: {
  id: string;
  base: PayerProfileVersion;
  effectiveFrom: string;
  setEffectiveFrom: (value: string) => void;
  rates: readonly string[];
  setRates: (update: (current: string[]) => string[]) => void;
  errors: Record<string, string>;
}) {
  const helpers = fieldErrorHelpers(id, errors);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-effectiveFrom`}>Effective from</label>
        <input
          id={`${id}-effectiveFrom`}
          type="date"
          value={effectiveFrom}
          aria-invalid={errors.effectiveFrom ? true : undefined}
          aria-describedby={helpers.describe('effectiveFrom')}
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
            invalid={Boolean(errors[`rate-${index}`])}
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
