import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { RecordDialogProps } from '../components/ui/records-page.tsx';
import { stubApi } from './fetch-stub.ts';
import { renderInApp } from './render.tsx';

/**
 * Opens a record dialog (add when `record` is null, else edit) as the records page would, over
 * a stubbed API: the dialog's queries, its spies, and `field`, an input found by its label.
 */
export function openRecordDialog<R>(
  Dialog: ComponentType<RecordDialogProps<R>>,
  {
    record,
    noun,
    routes,
  }: { record: R | null; noun: string; routes: Parameters<typeof stubApi>[0] },
) {
  const api = stubApi(routes);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderInApp(
    <Dialog record={record} returnFocusTo={undefined} onClose={onClose} onSaved={onSaved} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: `${record ? 'Edit' : 'Add'} ${noun}` }));
  const field = (label: string) =>
    dialog.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return { api, onClose, onSaved, dialog, field, user: userEvent.setup({ delay: null }) };
}
