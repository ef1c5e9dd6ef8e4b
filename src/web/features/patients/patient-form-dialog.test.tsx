import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPayerCatalog } from '#domain/billing/index';
import { messages } from '#domain/common/messages';
import type { PatientView } from '#domain/records/patient';
import { apiError, stubApi, type StubReply } from '../../testing/fetch-stub.ts';
import { patientView } from '../../testing/records.ts';
import { openRecordDialog } from '../../testing/record-dialog.tsx';
import { PatientFormDialog } from './patient-form-dialog.tsx';

const ana = patientView();

function openDialog(record: PatientView | null, answer: StubReply = { body: ana }) {
  return openRecordDialog(PatientFormDialog, {
    record,
    noun: 'patient',
    routes: {
      'GET /api/billing/catalog': { body: { catalog: defaultPayerCatalog } },
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
    const { api, field, dialog, onSaved, user } = openDialog(ana);
    expect(field('First name').value).toBe('Ana');
    expect(field('State').value).toBe('CA');
    expect(field('Payer type').value).toBe('Medicaid');
    expect(field('Date of birth').value).toBe('1992-04-17');

    await user.clear(field('Policy number'));
    await user.type(field('Policy number'), 'POL-2002');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
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
    const { api, field, dialog, onClose, onSaved, user } = openDialog(
      ana,
      apiError(500, 'internal', 'Something broke.'),
    );
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Cruz');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(messages.patient.saveFailed)).toBeTruthy();
    expect(field('Last name').value).toBe('Cruz');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(saves(api)).toHaveLength(1);
  });
});
