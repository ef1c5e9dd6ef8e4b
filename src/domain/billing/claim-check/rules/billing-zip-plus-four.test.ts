import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('billing-zip-plus-four');

const zip = (value: string, submission: 'electronic' | 'paper' = 'electronic') =>
  findings({ submission, provider: { billingAddress: { street: '1 Main St', zip: value } } });

describe('billing-zip-plus-four', () => {
  it.each(['95814-2930', '958142930'])('passes %s on an electronic claim', (value) => {
    expect(zip(value)).toEqual([]);
  });

  it.each(['95814', '95814-', '9581-42930x'])('warns about %j on an electronic claim', (value) => {
    expect(zip(value)).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'provider.billingAddress.zip' }),
    ]);
  });

  it('does not ask paper claims for ZIP+4', () => {
    expect(zip('95814', 'paper')).toEqual([]);
  });
});
