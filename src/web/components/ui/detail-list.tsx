import type { ClaimDetail } from '../../lib/claim-details.ts';

/** Labelled values as a description list; an empty value reads as a dash. */
export function DetailList({
  items,
  className,
  label,
}: {
  items: ClaimDetail[];
  className: string;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {items.map((item, index) => (
        <div key={`${item.label}-${index}`}>
          <dt>{item.label}</dt>
          <dd>
            {item.value || '—'}
            {item.words ? <span className="code-words"> ({item.words})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
