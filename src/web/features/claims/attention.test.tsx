import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendBlockersOf, runClaimCheck } from '#domain/billing/index';
import type { ClaimView } from '#domain/claims/view';
import { claimWith } from '#domain/testing/claim-check';
import { sampleClaims } from '#domain/testing/sample-claims';
import { renderInApp } from '../../testing/render.tsx';
import { SendBlockerNote } from './attention.tsx';

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
  it('says what to fix, how, and links to where she fixes it', () => {
    const [blocker] = zipBlockers;
    renderInApp(
      <SendBlockerNote claim={claim({ status: 'pending', sendBlockers: zipBlockers })} />,
    );
    const note = screen.getByText('Needs your attention:').parentElement!;
    expect(note.textContent).toBe(
      `Needs your attention: ${blocker!.message} ${blocker!.fix} Fix it in My Account`,
    );
    expect(screen.getByRole('link', { name: 'Fix it in My Account' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('sends her to Facilities for the facility’s own details', () => {
    expect(facilityBlockers.map((blocker) => blocker.where)).toContain('facilities');
    const first = facilityBlockers.find((blocker) => blocker.where === 'facilities')!;
    renderInApp(<SendBlockerNote claim={claim({ status: 'pending', sendBlockers: [first] })} />);
    expect(screen.getByRole('link', { name: 'Fix it in Facilities' }).getAttribute('href')).toBe(
      '/facilities',
    );
  });

  it('says nothing once the claim has left pending, or has no blocker', () => {
    renderInApp(
      <>
        <SendBlockerNote claim={claim({ status: 'processing', sendBlockers: zipBlockers })} />
        <SendBlockerNote claim={claim({ status: 'pending', sendBlockers: [] })} />
      </>,
    );
    expect(screen.queryByText('Needs your attention:')).toBeNull();
  });
});
