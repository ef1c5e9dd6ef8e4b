import { act, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chooseServiceType, setServiceDateFrom, setServiceTimeFrom } from '#domain/claims/draft';
import { sampleClaims } from '#domain/testing/sample-claims';
import { validFacility } from '#domain/testing/valid-inputs';
import { claimFormRoutes } from '../../testing/claim-form-api.ts';
import { apiError, stubApi, type StubReply } from '../../testing/fetch-stub.ts';
import { facilityView, patientView } from '../../testing/records.ts';
import { renderHookInApp } from '../../testing/render.tsx';
import { useClaimForm } from './use-claim-form.ts';

const ana = patientView();
const valley = facilityView();
const routes = claimFormRoutes({ patients: [ana], facilities: [valley] });
const submitEvent = { preventDefault: () => {} } as FormEvent;
const sent = sampleClaims()[0]!;

function openForm(answer: StubReply = { body: sent }) {
  const api = stubApi({ ...routes, 'POST /api/claims': answer });
  const focus = { alert: vi.fn(), check: vi.fn(), firstError: vi.fn() };
  const { result } = renderHookInApp(() => useClaimForm('', focus), { at: '/new-claim' });
  return { api, focus, claim: () => result.current };
}

/** A prenatal visit at home for Ana, complete. */
function fillVisit(claim: ReturnType<typeof useClaimForm>) {
  act(() => {
    claim.choosePatient(ana);
    claim.update((d) => chooseServiceType(d, 'Prenatal Visit'));
    claim.update((d) => setServiceDateFrom(d, '2026-11-20'));
    claim.update((d) => setServiceTimeFrom(d, '10:00'));
    claim.setDiagnosisCodes(['Z33.1']);
  });
}

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST');

describe('useClaimForm: where the visit took place', () => {
  it('Facility keeps her in person and fills the facility’s name, address parts, NPI and one line', () => {
    const { claim } = openForm();
    act(() => claim().chooseLocation('facility'));
    act(() => claim().chooseFacility(valley));
    expect(claim().form).toMatchObject({
      serviceLocation: 'facility',
      inPerson: true,
      facilityId: valley.id,
      // Its name, NPI and address parts, as saved.
      facility: validFacility(),
      address: '400 Oak Ave, Sacramento, CA 95814',
    });
  });

  it.each(['home', 'virtual'] as const)(
    '%s clears the facility and both hospital dates',
    (place) => {
      const { claim } = openForm();
      act(() => claim().chooseLocation('facility'));
      act(() => claim().chooseFacility(valley));
      act(() =>
        claim().update((d) => ({ ...d, admittedDate: '2026-11-02', dischargedDate: '2026-11-03' })),
      );
      act(() => claim().chooseLocation(place));
      expect(claim().form).toMatchObject({
        facilityId: '',
        facility: null,
        address: '',
        admittedDate: '',
        dischargedDate: '',
        inPerson: place === 'home',
      });
    },
  );
});

describe('useClaimForm: submitting', () => {
  it('lists what is missing, in form order, and sends nothing', () => {
    const { api, focus, claim } = openForm();
    act(() => claim().choosePatient(ana));
    act(() => claim().chooseLocation('facility'));
    act(() => claim().onSubmit(submitEvent));
    expect(claim().missing).toEqual([
      'Service Date From',
      'Service Time From',
      'Service Type',
      'Facility',
    ]);
    expect(focus.alert).toHaveBeenCalledOnce();
    expect(posts(api)).toEqual([]);
  });

  it('sends the claim once per key, and a fresh start gets a new key', async () => {
    const { api, claim } = openForm();
    fillVisit(claim());
    act(() => claim().onSubmit(submitEvent));
    await waitFor(() => expect(claim().submitted).toEqual(sent));
    const [first] = posts(api);
    expect(first?.body).toMatchObject({
      patientId: ana.id,
      serviceType: 'Prenatal Visit',
      serviceDateFrom: '2026-11-20',
      serviceDateTo: '2026-11-20',
      serviceTimeFrom: '10:00',
      serviceLocation: 'home',
      facilityId: '',
      diagnosisCodes: ['Z33.1'],
    });

    act(() => claim().startOver());
    expect(claim().form.patientId).toBe('');
    expect(claim().submitted).toBeNull();
    fillVisit(claim());
    act(() => claim().onSubmit(submitEvent));
    await waitFor(() => expect(posts(api)).toHaveLength(2));
    const keys = posts(api).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^claim-/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps everything typed when the claim check refuses it, and points at the check', async () => {
    const finding = {
      rule: 'billing-npi',
      severity: 'error',
      field: 'provider.npi',
      message: 'Your NPI is not a valid NPI.',
      fix: 'Correct it in My Account.',
    };
    const refusal = apiError(422, 'claim_check', 'The claim check found problems.', {
      findings: [finding],
    });
    const { focus, claim } = openForm(refusal);
    fillVisit(claim());
    act(() => claim().onSubmit(submitEvent));
    await waitFor(() => expect(claim().refusedFindings).toEqual([finding]));
    expect(focus.check).toHaveBeenCalledOnce();
    expect(claim().failure).toBeNull();
    expect(claim().form.patientId).toBe(ana.id);
  });

  it('shows the server’s field errors beside their fields and its answer above the buttons', async () => {
    const refusal = apiError(400, 'validation_failed', 'Some fields need attention.', {
      fields: { notes: 'Notes are too long.' },
    });
    const { focus, claim } = openForm(refusal);
    fillVisit(claim());
    act(() => claim().onSubmit(submitEvent));
    await waitFor(() => expect(claim().fieldErrors).toEqual({ notes: 'Notes are too long.' }));
    expect(claim().failure?.message).toBe('Some fields need attention.');
    expect(focus.alert).toHaveBeenCalledOnce();
  });

  it('refuses a code the schema refuses before sending, and focuses that field', () => {
    const { api, focus, claim } = openForm();
    fillVisit(claim());
    act(() => claim().setDiagnosisCodes(['NOT A CODE']));
    act(() => claim().onSubmit(submitEvent));
    expect(claim().diagnosisError).toBe(
      'This diagnosis code does not exist in the ICD-10-CM list.',
    );
    expect(focus.firstError).toHaveBeenCalledOnce();
    expect(posts(api)).toEqual([]);
  });
});
