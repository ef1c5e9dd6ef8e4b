import { describe, expect, it } from 'vitest';
import { defaultSupportContact } from '#domain/account/contact';
import { howFeesArePaid } from '#domain/fees/how-to-pay';
import type { FeePaymentView } from '#domain/fees/requests';
import { receiptDetail, receiptTitle } from '#domain/fees/statement-words';

const { checkAddress } = defaultSupportContact;
const payment: FeePaymentView = {
  id: 'p',
  kind: 'payment',
  month: '2026-12',
  cents: 2250,
  receivedOn: '2026-12-01',
  reference: '',
  method: 'card',
  card: { brand: 'mastercard', last4: '4444' },
  refundOf: null,
};

describe('how fees are paid, in the words Billing, statements and the Terms share', () => {
  it('names the card on file when card payments are set up, and the check address either way', () => {
    const withCards = howFeesArePaid({ cardPayments: true, checkAddress });
    expect(withCards).toContain('charged to the card you keep on file');
    expect(withCards).toContain(checkAddress);
    const withoutCards = howFeesArePaid({ cardPayments: false, checkAddress });
    expect(withoutCards).toContain('Card payments are not available yet.');
    expect(withoutCards).toContain(`mail it to ${checkAddress}`);
  });
});

describe('a receipt in words', () => {
  it('names a payment and a refund by card and day, a check by its number', () => {
    expect(receiptTitle(payment)).toBe('Card payment, December 1');
    expect(receiptDetail(payment)).toBe('Paid with the Mastercard ending in 4444');
    const refund: FeePaymentView = {
      ...payment,
      kind: 'refund',
      cents: 500,
      receivedOn: '2026-12-02',
      refundOf: { receivedOn: '2026-12-01', card: payment.card },
    };
    expect(receiptTitle(refund)).toBe('Card refund, December 2');
    expect(receiptDetail(refund)).toBe(
      'Given back to the Mastercard ending in 4444, from the payment of December 1',
    );
    const check = { ...payment, method: 'check' as const, card: null, reference: 'Check 1042' };
    expect(receiptTitle(check)).toBe('Check 1042, December 1');
    expect(receiptDetail({ ...payment, card: null })).toBe('Paid with your card');
  });
});
