import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { claimFormRoutes } from '../../testing/claim-form-api.ts';
import { apiError, stubApi } from '../../testing/fetch-stub.ts';
import { facilityView, patientView } from '../../testing/records.ts';
import { renderInApp } from '../../testing/render.tsx';
import { NewClaimPage } from './new-claim-page.tsx';

const ana = patientView();
const valley = facilityView({ addressZip: '95814-1234' });
const routes = claimFormRoutes({ patients: [ana], facilities: [valley] });

async function openForm(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ ...routes, ...extra });
  renderInApp(<NewClaimPage />, { at: '/new-claim' });
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /^Rivera, Ana/ });
  return { api, user };
}

/** The labelled values of a summary card, as "label: value" lines. */
const summary = (name: string) =>
  Array.from(screen.getByLabelText(name).children).map(
    (pair) => `${pair.querySelector('dt')?.textContent}: ${pair.querySelector('dd')?.textContent}`,
  );

const dateInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) =>
  fireEvent.change(dateInput(label), { target: { value } });
const facilityChoice = () => screen.getByRole('combobox', { name: 'Facility' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Claim' });

describe('the New Claim form', () => {
  it('asks for a patient first, then fills her summary from the saved patient', async () => {
    const { user } = await openForm();
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a patient to submit this claim.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Patient'), ana.id);
    expect(summary('Selected patient')).toEqual([
      'Name: Ana Rivera',
      'Date of birth: 4/17/1992',
      'Address: 12 Elm St, Fresno, CA 93701',
      'Insurance: Medi-Cal',
      'Policy number: POL-1001',
      'Payer ID: MCAL1 (routes the claim to Medi-Cal)',
      'Payer type: Medicaid',
    ]);
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('lists the required fields still missing when she submits', async () => {
    const { api, user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Patient'), ana.id);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.claim.missingFields)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Service Date From', 'Service Time From', 'Service Type']);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('at a facility: choosing one fills its name, NPI and one-line address; Home clears it', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Patient'), ana.id);
    await user.click(screen.getByRole('radio', { name: 'Facility' }));
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose the facility to submit this claim.')).toBeTruthy();

    await user.selectOptions(facilityChoice(), valley.id);
    expect(summary('Selected facility')).toEqual([
      'Facility: Valley Birth Center',
      'NPI: 1558598797',
      'Address: 400 Oak Ave, Sacramento, CA 95814-1234',
    ]);
    setDate('Admitted Date', '2026-11-02');
    expect(dateInput('Discharged Date (if applicable)').value).toBe('2026-11-02');
    expect(submitButton()).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('radio', { name: 'Home' }));
    expect(screen.queryByRole('combobox', { name: 'Facility' })).toBeNull();
    expect(screen.queryByLabelText('Selected facility')).toBeNull();

    // Back at a facility, nothing of the one chosen before is left.
    await user.click(screen.getByRole('radio', { name: 'Facility' }));
    expect(facilityChoice()).toHaveProperty('value', '');
    expect(dateInput('Admitted Date').value).toBe('');
    expect(dateInput('Discharged Date (if applicable)').value).toBe('');
  });

  it('a virtual visit asks how it was held and has no facility', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Facility' }));
    await user.selectOptions(facilityChoice(), valley.id);
    await user.click(screen.getByRole('radio', { name: 'Virtual' }));

    const how = screen.getByRole('group', { name: 'How was the virtual visit held?' });
    expect(
      within(how)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Video (audio and video)', 'Phone only (audio only)']);
    expect(screen.queryByRole('combobox', { name: 'Facility' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    expect(screen.queryByRole('group', { name: 'How was the virtual visit held?' })).toBeNull();
  });

  it('asks whether a cesarean followed an attempted VBAC only where her program prices it apart', async () => {
    const lena = patientView({
      id: '33333333-3333-4333-8333-333333333333',
      firstName: 'Lena',
      lastName: 'Hart',
      addressCity: 'Tulsa',
      addressState: 'OK',
      addressZip: '74104',
      insuranceProvider: 'SoonerCare',
      payerId: 'OKSC1',
    });
    const api = stubApi(claimFormRoutes({ patients: [ana, lena], facilities: [valley] }));
    renderInApp(<NewClaimPage />, { at: '/new-claim' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /^Hart, Lena/ });
    const question = () =>
      screen.queryByRole('checkbox', { name: 'The cesarean came after an attempted VBAC' });

    // Medi-Cal pays every cesarean the same: no question.
    await user.selectOptions(screen.getByLabelText('Patient'), ana.id);
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Cesarean Section');
    expect(question()).toBeNull();

    // SoonerCare prices a cesarean after an attempted VBAC apart: she is asked, in words.
    await user.selectOptions(screen.getByLabelText('Patient'), lena.id);
    await waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/She labored to give birth vaginally/).textContent).toBe(
      'She labored to give birth vaginally after an earlier cesarean, and the birth ended in a cesarean. Her program pays this birth at its own rate.',
    );
    await user.click(question()!);
    expect(question()).toHaveProperty('checked', true);
    // Another service type: the question goes away.
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Prenatal Visit');
    expect(question()).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('clears a patient archived elsewhere, so she cannot submit for her', async () => {
    const { user } = await openForm({
      [`GET /api/patients/${ana.id}`]: apiError(404, 'not_found', 'Not found.'),
    });
    await user.selectOptions(screen.getByLabelText('Patient'), ana.id);
    await waitFor(() => expect(screen.getByLabelText('Patient')).toHaveProperty('value', ''));
    expect(screen.queryByLabelText('Selected patient')).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
  });
});
