import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendBlockersOf, runClaimCheck } from '#domain/billing/index';
import { sendBlockerPlaces } from '#domain/billing/claim-check/send-blockers';
import { rulesWithFixWords } from '#domain/claims/waiting-fixes';
import type { ClaimView } from '#domain/claims/view';
import { claimWith } from '#domain/testing/claim-check';
import { sampleClaims } from '#domain/testing/sample-claims';
import { renderInApp } from '../../testing/render.tsx';
import { stubApi } from '../../testing/fetch-stub.ts';
import {
  ClaimsNavLabel,
  RecommendationAskedNote,
  SendBlockerNote,
  WaitingFixBanners,
} from './attention.tsx';

/** The send blockers the claim check finds with her ZIP code lacking its last four digits. */
const zipBlockers = sendBlockersOf(
  runClaimCheck(claimWith({ provider: { billingAddress: { street: '1 Main St', zip: '95814' } } }))
    .findings,
);
const facilityBlockers = sendBlockersOf(
  runClaimCheck(
    claimWith({
      service: { setting: 'facility' },
      facility: { npi: '1558598797', zip: '95814', kind: 'birthing-center' },
    }),
  ).findings,
);

const claim = (overrides: Partial<ClaimView>): ClaimView => ({
  ...sampleClaims()[0]!,
  ...overrides,
});

describe('a claim the claim file cannot carry yet', () => {
  it('says in a few words what it waits for (the banner says where to fix it)', () => {
    renderInApp(
      <SendBlockerNote claim={claim({ status: 'pending', sendBlockers: zipBlockers })} />,
    );
    expect(screen.getByText('Waits for your ZIP+4')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the facility’s ZIP+4 for a claim at a facility', () => {
    const first = facilityBlockers.find((blocker) => blocker.where === 'facilities')!;
    renderInApp(<SendBlockerNote claim={claim({ status: 'pending', sendBlockers: [first] })} />);
    expect(screen.getByText('Waits for a facility’s ZIP+4')).toBeTruthy();
  });

  it('says nothing once the claim has left pending, or has no blocker', () => {
    renderInApp(
      <>
        <SendBlockerNote claim={claim({ status: 'processing', sendBlockers: zipBlockers })} />
        <SendBlockerNote claim={claim({ status: 'pending', sendBlockers: [] })} />
      </>,
    );
    expect(screen.queryByText(/^Waits for/)).toBeNull();
  });
});

describe('claims waiting on one fix', () => {
  it('show one banner per fix, with the count and a link to where she fixes it', async () => {
    stubApi({
      'GET /api/claims/attention-count': {
        body: {
          count: 9,
          more: false,
          waiting: [
            { rule: 'billing-zip-plus-four', count: 8, more: false },
            { rule: 'facility-zip-plus-four', count: 1, more: false },
          ],
        },
      },
    });
    renderInApp(<WaitingFixBanners />);
    const list = await screen.findByRole('list', { name: 'Claims waiting on you' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '8 claims wait for your ZIP+4: add it in My Account',
      '1 claim waits for a facility’s ZIP+4: add it in Facilities',
    ]);
    expect(
      within(list).getByRole('link', { name: 'add it in My Account' }).getAttribute('href'),
    ).toBe('/account');
  });

  it('every send blocker has its words', () => {
    expect([...rulesWithFixWords].sort()).toEqual(Object.keys(sendBlockerPlaces).sort());
  });
});

describe('the count beside Claims', () => {
  it('says what it counts, in visible words and in its name', () => {
    renderInApp(<ClaimsNavLabel count={8} more={false} />);
    expect(screen.getByText('8 need you')).toBeTruthy();
    expect(screen.getByText('Claims, 8 need your attention')).toBeTruthy();
  });
});

describe('a claim our team asked her the recommendation for', () => {
  const request = { askedAt: '2026-11-30T10:00:00.000Z', askedBy: 'ops@example.com', note: '' };

  it('says what was asked, with the link to the patient’s recommendations', () => {
    const asked = claim({ status: 'denied', recommendationRequest: request });
    renderInApp(<RecommendationAskedNote claim={asked} />);
    const name = `${asked.patient.firstName} ${asked.patient.lastName}`;
    expect(
      screen.getByText(/^Our team asked for the recommendation this visit relies on\./),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: `Add it on ${name}’s pregnancy.` });
    expect(link.getAttribute('href')).toBe(`/patients#edit-${asked.patientId}`);
  });

  it('says nothing once the claim is paid or voided, or when nothing is asked', () => {
    renderInApp(
      <>
        <RecommendationAskedNote
          claim={claim({ status: 'approved', recommendationRequest: request })}
        />
        <RecommendationAskedNote
          claim={claim({ status: 'voided', recommendationRequest: request })}
        />
        <RecommendationAskedNote
          claim={claim({ status: 'pending', recommendationRequest: null })}
        />
      </>,
    );
    expect(screen.queryByText(/Our team asked/)).toBeNull();
  });
});
