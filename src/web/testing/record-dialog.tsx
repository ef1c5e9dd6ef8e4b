import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import type { RecordDialogProps } from '../components/ui/records-page.tsx';
import { stubApi } from './fetch-stub.ts';
import { renderInApp } from './render.tsx';

/**
 * Opens a record dialog (add when `record` is null, else edit) as the records page would, over
 * a stubbed API: the dialog's queries, its spies, `field`, an input found by its label, and
 * `save`, which clicks Save once it is enabled: the form checks what she typed asynchronously,
 * and a click on a Save still disabled does nothing, for her as for a test.
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
  const user = userEvent.setup({ delay: null });
  const save = async () => {
    const button = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
  };
  return { api, onClose, onSaved, dialog, field, user, save };
}
