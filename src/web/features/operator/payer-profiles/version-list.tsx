import { formatCents, type PayerProfile, type PayerProfileVersion } from '#domain/billing/index';
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
              <td data-label="Code">
                {[rule.procedureCode, ...version.everyLineModifiers, ...rule.modifiers].join(' ')}
              </td>
              <td data-label="Unit">{describeUnit(rule)}</td>
              <td data-label="Rate">
                {formatCents(rule.allowedCents)}
                {rule.rateVerified ? '' : ' (estimate)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Limits per pregnancy:{' '}
        {version.limitsPerPregnancy.length > 0
          ? version.limitsPerPregnancy
              .map((limit) => `${limit.label} ${limit.maxPerPregnancy}`)
              .join(' · ')
          : 'none'}
        . Filing window: {version.timelyFiling.limit.amount} {version.timelyFiling.limit.unit}.
      </p>
    </div>
  );
}
