import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { correctionNote } from '#domain/claims/corrections';
import type { ClaimView } from '#domain/claims/view';
import { sampleClaims } from '#domain/testing/sample-claims';
import { renderInApp } from '../../testing/render.tsx';
import { ClaimRow } from './claim-row.tsx';

/*
 * Her claim screens as she reads them: every sample claim's row in the claims list, opened to
 * its details (the payer's answer, what she can do next, the lines, the status history). Each
 * must be free of ISO dates, card processors' ids and codes standing without their words; the
 * codes a payer needs may stay in small print beside the words that say what they are.
 */

const PAYER_NUMBER = '2026335000777';

/** Sample claims, with the states the samples lack: paid and voidable, a void, a history. */
function herClaims(): ClaimView[] {
  const samples = sampleClaims();
  const paid = samples.find((claim) => claim.status === 'approved')!;
  const denied = samples.find((claim) => claim.status === 'denied')!;
  const history: ClaimView['statusHistory'] = [
    { at: '2026-11-20T17:00:00.000Z', from: null, to: 'pending', by: 'Maya Lopez', note: '' },
    {
      at: '2026-11-24T17:00:00.000Z',
      from: 'pending',
      to: 'processing',
      by: 'system',
      note: '277CA from EXAMPLE CLEARINGHOUSE, 2026-11-24: accepted for processing',
    },
    {
      at: '2026-12-05T17:00:00.000Z',
      from: 'processing',
      to: 'approved',
      by: 'system',
      note: '835 from MEDI-CAL, 2026-12-05: approved — $113.48 paid',
    },
  ];
  return [
    ...samples,
    { ...paid, id: 'paid-voidable', adjudicatedClaimNumber: PAYER_NUMBER, statusHistory: history },
    { ...denied, id: 'denied-replaceable', adjudicatedClaimNumber: PAYER_NUMBER },
    {
      ...denied,
      id: 'void-request',
      status: 'pending',
      payerAnswer: null,
      frequency: '8',
      resubmissionReference: PAYER_NUMBER,
      corrects: { id: 'paid-voidable', formId: 'DB-2026-000041', frequency: '1' },
      statusHistory: [
        {
          at: '2026-12-06T17:00:00.000Z',
          from: null,
          to: 'pending',
          by: 'Maya Lopez',
          note: correctionNote('void', { formId: 'DB-2026-000041' }, { reference: PAYER_NUMBER }),
        },
      ],
    },
  ] as ClaimView[];
}

/** Her opened row's words, with the small print (codes beside their words) taken out. */
async function openedRowText(claim: ClaimView) {
  const user = userEvent.setup();
  const { unmount } = renderInApp(
    <ul>
      <ClaimRow claim={claim} />
    </ul>,
  );
  const row = screen.getByRole('listitem');
  await user.click(within(row).getAllByRole('button')[0]!);
  const copy = row.cloneNode(true) as HTMLElement;
  // Every code shown in a code slot has its words beside it.
  const bare = [...copy.querySelectorAll('.code')].filter(
    (code) => !code.parentElement?.querySelector('.code-words')?.textContent?.trim(),
  );
  for (const small of copy.querySelectorAll('.code-note, .code-words, .code')) small.remove();
  const text = copy.textContent ?? '';
  unmount();
  return { text, bare: bare.map((code) => code.textContent) };
}

describe('her claim screens in her words', () => {
  const claims = herClaims();

  it.each(claims.map((claim) => [`${claim.serviceType} ${claim.status} ${claim.id}`, claim]))(
    '%s: no ISO date, processor id or bare code',
    async (_name, claim) => {
      const { text, bare } = await openedRowText(claim as ClaimView);
      expect(bare).toEqual([]);
      expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(text).not.toMatch(/\b(pi|ch|re|py|cus|pm)_[A-Za-z0-9]{6,}/);
      expect(text).not.toMatch(/frequency \d/i);
      // A file's code (835, 277CA) only ever follows the words saying what the file is.
      for (const file of text.matchAll(/\b(TA1|999|277CA|277|835)\b/g)) {
        const before = text.slice(Math.max(0, file.index - 60), file.index);
        expect(before, text).toMatch(/(notice|acknowledgment|answer|file): $/);
      }
    },
  );

  it('says what voiding a paid claim does, that it takes the payment back, and the code small', async () => {
    const user = userEvent.setup();
    const paid = claims.find((claim) => claim.id === 'paid-voidable')!;
    renderInApp(
      <ul>
        <ClaimRow claim={paid} />
      </ul>,
    );
    await user.click(screen.getAllByRole('button')[0]!);
    const section = screen.getByRole('region', { name: 'Cancel this claim' });
    expect(section.textContent).toContain(
      `Voiding asks the payer to cancel this claim (their claim number ${PAYER_NUMBER}) as if it had never been sent.`,
    );
    expect(section.textContent).toContain(
      'The payer paid $113.48 on this claim: voiding it takes that payment back.',
    );
    expect(section.querySelector('.code-note')?.textContent).toBe(
      'Claim frequency code 8 (void request), box 22 on the paper form',
    );
    expect(within(section).getByRole('button', { name: 'Void this claim' })).toBeTruthy();
  });

  it('says why a paid claim cannot be voided when the payer gave it no number', async () => {
    const user = userEvent.setup();
    const paid = sampleClaims().find((claim) => claim.status === 'approved')!;
    renderInApp(
      <ul>
        <ClaimRow claim={paid} />
      </ul>,
    );
    await user.click(screen.getAllByRole('button')[0]!);
    const section = screen.getByRole('region', { name: 'Cancel this claim' });
    expect(section.textContent).toContain('The payer never gave this claim a claim number');
    expect(within(section).queryByRole('button', { name: 'Void this claim' })).toBeNull();
  });
});
