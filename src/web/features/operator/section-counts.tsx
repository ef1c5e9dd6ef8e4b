import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SectionCount, SectionCounts } from '#domain/operations/section-counts';
import { apiFetch } from '../../lib/api-client.ts';
import { operatorKey } from './operator-query.ts';

/** What each counted section's number counts, as a screen reader says it after the name. */
const countedAs: Record<keyof SectionCounts, string> = {
  claims: 'ready to send',
  review: 'waiting',
  outbox: 'waiting to send',
};

/**
 * What waits in the console's sections, for the numbers on their tabs. Under the operator key,
 * so every change that reloads the console's lists reloads it too; and again whenever the
 * operator opens another section.
 */
export function useSectionCounts(section: string) {
  const counts = useQuery({
    queryKey: [...operatorKey, 'section-counts'],
    queryFn: ({ signal }) => apiFetch<SectionCounts>('/api/operator/section-counts', { signal }),
  });
  const { refetch } = counts;
  const shown = useRef(section);
  useEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    void refetch();
  }, [section, refetch]);
  return counts.data;
}

const isCounted = (id: string): id is keyof SectionCounts => id in countedAs;

/**
 * A section tab's words: its name, then what waits in it as a small number ("Needs review 1")
 * that a screen reader reads as "Needs review, 1 waiting". Nothing beside the name when
 * nothing waits, or while the counts load.
 */
export function SectionLabel({
  id,
  label,
  counts,
}: {
  id: string;
  label: string;
  counts: SectionCounts | undefined;
}) {
  const count: SectionCount | undefined = isCounted(id) ? counts?.[id] : undefined;
  if (!count || count.count === 0 || !isCounted(id)) return <>{label}</>;
  const number = count.more ? `${count.count}+` : String(count.count);
  const spoken = `${count.more ? `more than ${count.count}` : count.count} ${countedAs[id]}`;
  // Said whole by a screen reader: the hidden text is its own box, so beside the shown name it
  // would be read with a pause before its comma.
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="op-section-count" aria-hidden="true">
        {number}
      </span>
      <span className="visually-hidden">
        {label}, {spoken}
      </span>
    </>
  );
}
