import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPayerCatalog } from '#domain/billing/index';
import { messages } from '#domain/common/messages';
import type { PatientView } from '#domain/records/patient';
import { apiError, stubApi, type StubReply } from '../../testing/fetch-stub.ts';
import { patientView, profileView, registeredStatus } from '../../testing/records.ts';
import { openRecordDialog } from '../../testing/record-dialog.tsx';
import { PatientFormDialog } from './patient-form-dialog.tsx';

const ana = patientView();

function openDialog(
  record: PatientView | null,
  answer: StubReply = { body: ana },
  businessState: ReturnType<typeof profileView>['businessAddressState'] = 'CA',
) {
  return openRecordDialog(PatientFormDialog, {
    record,
    noun: 'patient',
    routes: {
      'GET /api/billing/catalog': { body: { catalog: defaultPayerCatalog } },
      'GET /api/profile': {
        body: registeredStatus(profileView({ businessAddressState: businessState })),
      },
      'POST /api/patients': answer,
      [`PUT /api/patients/${ana.id}`]: answer,
    },
  });
}

const saves = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('the patient dialog', () => {
  it('starts a new patient as Female, blank, with Save held back', async () => {
    const { dialog, field, user } = openDialog(null);
    const sex = within(dialog.getByRole('group', { name: 'Sex on the insurance card' }));
    expect(sex.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    expect(field('First name').value).toBe('');
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.click(field('First name'));
    await user.tab();
    expect(await dialog.findByText(messages.patient.firstNameRequired)).toBeTruthy();
  });

  it('edits a patient from her saved values and sends the change', async () => {
    const { api, field, onSaved, user, save } = openDialog(ana);
    expect(field('First name').value).toBe('Ana');
    expect(field('State').value).toBe('CA');
    expect(field('Payer type').value).toBe('Medicaid');
    expect(field('Date of birth').value).toBe('1992-04-17');

    await user.clear(field('Policy number'));
    await user.type(field('Policy number'), 'POL-2002');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(saves(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/patients/${ana.id}`,
        body: expect.objectContaining({ firstName: 'Ana', policyNumber: 'POL-2002', sex: 'F' }),
      }),
    ]);
  });

  it('keeps everything when the save fails, and closes on Cancel without saving', async () => {
    const { api, field, dialog, onClose, onSaved, user, save } = openDialog(
      ana,
      apiError(500, 'internal', 'Something broke.'),
    );
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Cruz');
    await save();
    expect(await dialog.findByText(messages.patient.saveFailed)).toBeTruthy();
    expect(field('Last name').value).toBe('Cruz');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(saves(api)).toHaveLength(1);
  });

  it('offers her state’s Medicaid first, then the patient’s, and names the program that bills', async () => {
    const { dialog, field, user } = openDialog(null, { body: ana }, 'OK');
    await user.selectOptions(field('State'), 'CA');
    const payer = dialog.getByRole('combobox', { name: 'Payer' });
    await user.click(payer);
    const list = within(dialog.getByRole('listbox', { name: 'Payers' }));
    // Her business state comes from her profile, once it has loaded.
    await waitFor(() => expect(list.getAllByRole('group')).toHaveLength(3));
    const groups = list.getAllByRole('group');
    // Every other payer (and every other state's program, as they are added) comes after.
    // Oklahoma's program and its three SoonerSelect plans, then California's two.
    expect(groups.map((group) => within(group).getAllByRole('option').length).slice(0, 2)).toEqual([
      4, 2,
    ]);
    // The state's own program comes before its plans.
    expect(
      within(list.getByRole('group', { name: 'Medicaid in Oklahoma' })).getAllByRole('option')[0]!
        .textContent,
    ).toBe('Oklahoma SoonerCare fee-for-service Payer ID from her card');
    expect(
      within(list.getByRole('group', { name: 'Medicaid in California' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Medi-Cal (California Medicaid) Payer ID 610442',
      'Molina Healthcare of California Payer ID 38333',
    ]);
    expect(list.getByRole('group', { name: 'All other payers' })).toBeTruthy();

    // SoonerCare has no payer ID we could check: she types the one on the card.
    await user.click(list.getByRole('option', { name: /SoonerCare/ }));
    expect((payer as HTMLInputElement).value).toBe('Oklahoma SoonerCare fee-for-service');
    expect(field('Payer type').value).toBe('Medicaid');
    expect(field('Payer ID').value).toBe('');
    expect(
      dialog.getByText(
        'We could not check a payer ID for Oklahoma SoonerCare fee-for-service: type the one on her insurance card.',
      ),
    ).toBeTruthy();
    // The patient lives in California: her Medicaid is billed by California's program.
    expect(await dialog.findByText('Billed as Medi-Cal fee-for-service')).toBeTruthy();
    await user.selectOptions(field('State'), 'OK');
    expect(await dialog.findByText('Billed as Oklahoma SoonerCare fee-for-service')).toBeTruthy();
    await user.type(field('Payer ID'), 'OKMCD');
    expect((payer as HTMLInputElement).value).toBe('Oklahoma SoonerCare fee-for-service');
    // A state with no program keeps the warning naming it.
    await user.selectOptions(field('State'), 'TX');
    expect(
      await dialog.findByText(/we do not keep Texas Medicaid’s doula billing rules yet/),
    ).toBeTruthy();
  });
});
