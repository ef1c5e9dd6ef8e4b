import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FacilityView } from '#domain/records/facility';
import { messages } from '#domain/common/messages';
import { apiError, type StubReply } from '../../testing/fetch-stub.ts';
import { facilityView } from '../../testing/records.ts';
import { openRecordDialog } from '../../testing/record-dialog.tsx';
import { FacilityFormDialog } from './facility-form-dialog.tsx';

const saved = facilityView();

function openDialog(record: FacilityView | null, answer: StubReply = { body: saved }) {
  return openRecordDialog(FacilityFormDialog, {
    record,
    noun: 'facility',
    routes: { 'POST /api/facilities': answer, [`PUT /api/facilities/${saved.id}`]: answer },
  });
}

const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** Valley Birth Center, typed in as she would. */
async function fillValley(
  dialog: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
) {
  await user.type(field(dialog, 'Facility name'), 'Valley Birth Center');
  await user.selectOptions(field(dialog, 'Facility kind'), 'birthing-center');
  await user.type(field(dialog, 'Street address'), '400 Oak Ave');
  await user.type(field(dialog, 'City'), 'Sacramento');
  await user.selectOptions(field(dialog, 'State'), 'CA');
  await user.type(field(dialog, 'ZIP code'), '95814-2930');
  await user.type(field(dialog, 'NPI number'), '1558598797');
}

describe('the facility dialog', () => {
  it('says what is wrong with a field once she leaves it, and keeps Save off until all is right', async () => {
    const { dialog, user } = openDialog(null);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(
      dialog.getByText('Save becomes available once every required field is filled in.'),
    ).toBeTruthy();

    await user.click(field(dialog, 'Facility name'));
    await user.tab();
    expect(await dialog.findByText(messages.facility.nameRequired)).toBeTruthy();
    expect(field(dialog, 'Facility name').getAttribute('aria-invalid')).toBe('true');

    await user.type(field(dialog, 'NPI number'), '12345');
    await user.tab();
    expect(await dialog.findByText(messages.facility.npiTenDigits)).toBeTruthy();
    await user.clear(field(dialog, 'NPI number'));
    await user.type(field(dialog, 'NPI number'), '1234567891');
    expect(await dialog.findByText(messages.facility.npiCheckDigit)).toBeTruthy();
    expect(dialog.queryByText(messages.facility.npiTenDigits)).toBeNull();
  });

  it('adds a facility: the values go to the server and the saved one comes back', async () => {
    const { api, dialog, onSaved, user, save } = openDialog(null);
    await fillValley(dialog, user);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]?.[0]).toEqual(saved);
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/facilities',
        body: {
          name: 'Valley Birth Center',
          kind: 'birthing-center',
          addressStreet: '400 Oak Ave',
          addressCity: 'Sacramento',
          addressState: 'CA',
          addressZip: '95814-2930',
          npiNumber: '1558598797',
        },
      }),
    ]);
  });

  it('edits a facility from its saved values', async () => {
    const { api, dialog, onSaved, user, save } = openDialog(saved);
    expect(field(dialog, 'NPI number').value).toBe('1558598797');
    expect(field(dialog, 'Facility kind').value).toBe('birthing-center');
    await user.clear(field(dialog, 'Facility name'));
    await user.type(field(dialog, 'Facility name'), 'Valley Women’s Center');
    await save();
    // Its ZIP has five digits: she confirms that its claims will wait for the last four.
    const question = await screen.findByRole('alertdialog', { name: /^Save a 5-digit ZIP\?/ });
    expect(api.calls).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Save with 5 digits' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: `/api/facilities/${saved.id}`,
      body: { name: 'Valley Women’s Center', npiNumber: '1558598797' },
    });
  });

  it('a 5-digit ZIP asks first; "Add the last four digits" goes back to the field', async () => {
    const { api, dialog, onSaved, user, save } = openDialog(null);
    await fillValley(dialog, user);
    await user.clear(field(dialog, 'ZIP code'));
    await user.type(field(dialog, 'ZIP code'), '95814');
    await save();
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Claims at this facility will wait until you add the last four digits',
    );
    await user.click(within(question).getByRole('button', { name: 'Add the last four digits' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(field(dialog, 'ZIP code'));
    expect(api.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps what she typed when the save fails, with the server’s words on its field', async () => {
    const refusal = apiError(400, 'validation_failed', 'Check the fields.', {
      fields: { npiNumber: 'This NPI is already on another facility.' },
    });
    const { dialog, onSaved, user, save } = openDialog(null, refusal);
    await fillValley(dialog, user);
    await save();
    expect(await dialog.findByText(messages.facility.saveFailed)).toBeTruthy();
    expect(dialog.getByText('This NPI is already on another facility.')).toBeTruthy();
    expect(field(dialog, 'Facility name').value).toBe('Valley Birth Center');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Close without saving anything', async () => {
    const { api, dialog, onClose, user } = openDialog(null);
    await user.type(field(dialog, 'Facility name'), 'Valley');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.calls).toEqual([]);
  });
});
