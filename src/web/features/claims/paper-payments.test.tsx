import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { sampleClaims } from '#domain/testing/sample-claims';
import { renderInApp } from '../../testing/render.tsx';
import { PaperPaymentsNote, PaperPaymentsNotice } from './paper-payments.tsx';

const claim = (overrides: Partial<ClaimView>): ClaimView => ({
  ...sampleClaims()[0]!,
  ...overrides,
});

describe('payments on paper', () => {
  it('tells her why, in the opened claim, and names it on her row', () => {
    const onPaper = claim({ status: 'processing', paymentsOnPaper: true });
    renderInApp(
      <>
        <PaperPaymentsNote claim={onPaper} />
        <PaperPaymentsNotice claim={onPaper} />
      </>,
    );
    expect(screen.getByText('Payments will arrive on paper.')).toBeTruthy();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(
      'Payments will arrive on paperThis payer does not send electronic payment answers for you yet, so you will get a paper check and explanation of benefits by mail.',
    );
  });

  it('says nothing when the payer sends payment answers, or for a voided claim', () => {
    const { container } = renderInApp(
      <>
        <PaperPaymentsNote claim={claim({ paymentsOnPaper: false })} />
        <PaperPaymentsNotice claim={claim({ paymentsOnPaper: false })} />
        <PaperPaymentsNotice claim={claim({ status: 'voided', paymentsOnPaper: true })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
