import { useRef, useState } from 'react';

interface ArchiveMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
  variables: string | undefined;
}

/**
 * Archiving a record from a list: ask first, then say it was archived (or that it failed). The
 * archived row, and the button that had focus, are gone: focus continues from `headingRef`.
 */
export function useArchiveWithConfirmation<T extends { id: string }>(
  archive: ArchiveMutation,
  {
    confirmMessage,
    archivedNotice,
  }: { confirmMessage: (record: T) => string; archivedNotice: (record: T) => string },
) {
  const [notice, setNotice] = useState('');
  const [archiveFailed, setArchiveFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onArchive = (record: T) => {
    if (!window.confirm(confirmMessage(record))) {
      return;
    }
    setArchiveFailed(false);
    setNotice('');
    archive.mutate(record.id, {
      onSuccess: () => {
        setNotice(archivedNotice(record));
        headingRef.current?.focus();
      },
      onError: () => setArchiveFailed(true),
    });
  };

  return {
    onArchive,
    notice,
    setNotice,
    archiveFailed,
    setArchiveFailed,
    headingRef,
    /** The id of the record being archived, while it is. */
    busyId: archive.isPending ? (archive.variables ?? null) : null,
  };
}
