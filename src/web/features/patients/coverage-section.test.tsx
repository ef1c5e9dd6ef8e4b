import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPayerCatalog } from '#domain/billing/index';
import { type CoverageCheckView, coverageMessages } from '#domain/clearinghouse/coverage';
import { apiError, stubApi } from '../../testing/fetch-stub.ts';
import { patientView } from '../../testing/records.ts';
import { openRecordDialog } from '../../testing/record-dialog.tsx';
import { PatientFormDialog } from './patient-form-dialog.tsx';

const ana = patientView();
const managedCare: CoverageCheckView = {
  id: 'c1',
  patientId: ana.id,
  month: '2026-12',
  payerId: 'MCAL1',
  payerName: 'Medi-Cal',
  source: 'doula',
  status: 'covered',
  plan: { name: 'MEDI-CAL FULL SCOPE', from: '2026-12-01', to: '2026-12-31' },
  payerMemberId: '92345678B',
  managedCare: { name: 'HEALTH NET', payerId: '95567', phone: null, message: null },
  explanation: null,
  checkedAt: '2026-11-26T10:00:00.000Z',
};

function openDialog(check: Parameters<typeof stubApi>[0][string], available = true) {
  return openRecordDialog(PatientFormDialog, {
    record: ana,
    noun: 'patient',
    routes: {
      'GET /api/billing/catalog': { body: { catalog: defaultPayerCatalog } },
      [`GET /api/patients/${ana.id}/coverage-checks`]: { body: { checks: [], available } },
      [`POST /api/patients/${ana.id}/coverage-checks`]: check,
      [`PUT /api/patients/${ana.id}`]: { body: ana },
    },
  });
}

describe('Check coverage in the patient dialog', () => {
  it('shows the answer and, confirmed, switches her payer to the managed-care plan', async () => {
    const { api, dialog, onSaved, user } = openDialog({ body: managedCare });
    await user.click(await dialog.findByRole('button', { name: 'Check coverage' }));
    expect(await dialog.findByText('Covered')).toBeTruthy();
    expect(dialog.getByText('92345678B')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Switch payer to HEALTH NET' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, switch payer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          insuranceProvider: 'HEALTH NET',
          payerId: '95567',
          policyNumber: '92345678B',
        }),
      }),
    ]);
  });

  it('offers no check where no connection answers, saying so once in plain words', async () => {
    const { dialog } = openDialog({ body: managedCare }, false);
    expect(await dialog.findAllByText(coverageMessages.notAvailable)).toHaveLength(1);
    expect(dialog.queryByRole('button', { name: 'Check coverage' })).toBeNull();
    expect(dialog.queryByLabelText('Month of service')).toBeNull();
  });

  it('says in her words what happened when the payer did not answer', async () => {
    const failed: CoverageCheckView = {
      ...managedCare,
      status: 'failed',
      plan: { name: null, from: null, to: null },
      payerMemberId: null,
      managedCare: null,
      explanation: coverageMessages.notAnswered,
    };
    const { dialog, user } = openDialog({ body: failed });
    await user.click(await dialog.findByRole('button', { name: 'Check coverage' }));
    expect(await dialog.findByText(coverageMessages.notAnswered)).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Coverage' }).textContent).not.toMatch(
      /CORE|endpoint|clearinghouse/i,
    );
  });

  it('says why a check could not be made', async () => {
    const sentence = 'Coverage checks are not available yet.';
    const { dialog, user } = openDialog(apiError(422, 'validation_failed', sentence));
    await user.click(await dialog.findByRole('button', { name: 'Check coverage' }));
    expect(await dialog.findByText(sentence)).toBeTruthy();
  });
});
