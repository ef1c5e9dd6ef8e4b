import { useEffect, useRef } from 'react';

/**
 * Opens the record the address names (`#edit-<id>`, as the claim check's link to a patient's
 * recommendations does) once it is among the loaded records. Only the record's id is in the
 * address, never a name.
 */
export function useOpenFromHash<R extends { id: string }>(
  records: readonly R[],
  open: (record: R) => void,
) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    const match = /^#edit-(.+)$/.exec(window.location.hash);
    const record = match ? records.find((one) => one.id === match[1]) : undefined;
    if (!record) return;
    opened.current = true;
    open(record);
  }, [records, open]);
}
