import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * A list whose rows each open a form (a check recorded, a refund): one row's form open at a
 * time, and what the last one did said above the list until another is opened.
 */
export function useRowForms() {
  const [open, setOpen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    top: done ? <Alert tone="success">{done}</Alert> : null,
    rowForm: (key: string) => ({
      open: open === key,
      onOpen: () => {
        setDone(null);
        setOpen(key);
      },
      onClose: (message?: string) => {
        setOpen(null);
        if (message) setDone(message);
      },
    }),
  };
}
