import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('billing-address-street');

const street = (value: string) =>
  findings({ provider: { billingAddress: { street: value, zip: '95814-2930' } } });

describe('billing-address-street', () => {
  it.each([
    '1200 J Street, Suite 4',
    '55 Boxwood Lane',
    '12 Post Office Road',
    '300 Main St PMB 12',
    '8 Boxer Court',
  ])('passes the street address %j', (value) => {
    expect(street(value)).toEqual([]);
  });

  it.each([
    'PO Box 123',
    'P.O. Box 9',
    'p o box 4',
    'Post Office Box 77',
    'POB 12',
    'Box 45',
    'PO Drawer 3',
    'POBox 8',
    '1 Main St, Lockbox 5',
  ])('refuses the PO box %j', (value) => {
    expect(street(value)).toEqual([finding('error', 'provider.billingAddress.street', /PO box/)]);
  });

  it('asks for a missing address', () => {
    expect(street(' ')[0]?.message).toBe('Your billing street address is missing.');
  });
});
