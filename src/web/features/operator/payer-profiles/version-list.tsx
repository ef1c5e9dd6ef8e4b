import {
  formatCents,
  type PayerProfile,
  type PayerProfileVersion,
  type ServiceRule,
} from '#domain/billing/index';
import { lineModifiers } from '#domain/billing/line-rules';
import { describePackage } from '#domain/billing/birth-package';
import { describeLimit } from '#domain/billing/limits';
import { deliveryTypeWords, describeSources, unverifiedWords } from '#domain/billing/program-rules';
import { ColumnHeads } from '../../../components/ui/column-heads.tsx';
import { describeKinds, describePeriod, describeUnit, newestFirst } from './payer-profile-text.ts';

/** A profile's versions, newest first, each opening onto its rates, limits and filing window. */
export function VersionList({ profile }: { profile: PayerProfile }) {
  return (
    <ul className="payer-versions">
      {newestFirst(profile).map((version) => (
        <li key={version.effectiveFrom}>
          <details>
            <summary>
              {describePeriod(version)} · {version.services.length} services
            </summary>
            <VersionRates version={version} />
          </details>
        </li>
      ))}
    </ul>
  );
}

const inPerson = { setting: 'home' } as const;

/** A cell holds one block beside its label on a phone, so its words wrap within the cell. */
function CodeCell({ version, rule }: { version: PayerProfileVersion; rule: ServiceRule }) {
  const unverified = unverifiedWords(rule.unverified);
  return (
    <td data-label="Code">
      <span>
        {[rule.procedureCode, ...lineModifiers(version, rule, inPerson)].join(' ')}
        {unverified ? <span className="hint"> ({unverified})</span> : null}
      </span>
    </td>
  );
}

/** The rate, and where labor is priced by delivery type, each kind's code and rate. */
function RateCell({ rule }: { rule: ServiceRule }) {
  return (
    <td data-label="Rate">
      <span>
        {formatCents(rule.allowedCents)}
        {rule.rateVerified ? '' : ' (estimate)'}
        {(rule.byDeliveryType ?? []).map((price) => (
          <span key={price.deliveryType} className="hint">
            <br />
            {deliveryTypeWords[price.deliveryType]}: {price.procedureCode}{' '}
            {formatCents(price.allowedCents)}
            {price.rateVerified ? '' : ' (estimate)'}
          </span>
        ))}
      </span>
    </td>
  );
}

function VersionRates({ version }: { version: PayerProfileVersion }) {
  return (
    <div className="payer-rates lines-frame">
      <table className="lines-table">
        <ColumnHeads names={['Service', 'Code', 'Unit', 'Rate']} />
        <tbody>
          {version.services.map((rule, index) => (
            <tr key={`${rule.serviceType}-${index}`}>
              <td data-label="Service">
                {rule.serviceType} <span className="hint">({describeKinds(rule)})</span>
              </td>
              <CodeCell version={version} rule={rule} />
              <td data-label="Unit">{describeUnit(rule)}</td>
              <RateCell rule={rule} />
            </tr>
          ))}
        </tbody>
      </table>
      {version.package ? (
        <p className="hint">Birth package: {describePackage(version.package)}.</p>
      ) : null}
      <p className="hint">
        Limits:{' '}
        {version.limitsPerPregnancy.length > 0
          ? version.limitsPerPregnancy.map(describeLimit).join(' · ')
          : 'none'}
        . Filing window: {version.timelyFiling.limit.amount} {version.timelyFiling.limit.unit}.
        {unverifiedWords(version.unverified)
          ? ` Rules ${unverifiedWords(version.unverified)}.`
          : ''}
      </p>
      <ul className="hint payer-sources" aria-label="Sources">
        {describeSources(version).map((source) => (
          <li key={source}>Source: {source}</li>
        ))}
      </ul>
    </div>
  );
}
