import { describe, expect, it } from 'vitest';
import { inferServiceLocation } from './service-location.ts';
import { singleLineAddress } from './snapshot.ts';
import { claimStatusTone, normalizeClaimStatus } from './status.ts';

describe('legacy records and statuses', () => {
  it('infers the location of records without one', () => {
    expect(inferServiceLocation({ inPerson: false })).toBe('virtual');
    expect(inferServiceLocation({ inPerson: true })).toBe('home');
    expect(inferServiceLocation({})).toBe('home');
    expect(inferServiceLocation({ serviceLocation: null, inPerson: null })).toBe('home');
    expect(inferServiceLocation({ serviceLocation: 'facility', inPerson: true })).toBe('facility');
    expect(inferServiceLocation({ serviceLocation: 'moon', inPerson: false })).toBe('virtual');
  });

  it('treats an unknown or missing status as pending', () => {
    expect(normalizeClaimStatus(undefined)).toBe('pending');
    expect(normalizeClaimStatus(null)).toBe('pending');
    expect(normalizeClaimStatus('')).toBe('pending');
    expect(normalizeClaimStatus('paid')).toBe('pending');
    expect(normalizeClaimStatus('approved')).toBe('approved');
  });

  it('maps statuses to their product colours, rejected (turned away before adjudication) to orange and voided (final) to grey', () => {
    expect(Object.entries(claimStatusTone)).toEqual([
      ['approved', 'green'],
      ['denied', 'red'],
      ['processing', 'blue'],
      ['pending', 'yellow'],
      ['rejected', 'orange'],
      ['voided', 'grey'],
    ]);
  });
});

it('joins a single-line address without empty parts', () => {
  expect(singleLineAddress('1 A St', 'Town', 'CA', '90000')).toBe('1 A St, Town, CA 90000');
  expect(singleLineAddress('1 A St', '', 'CA', '')).toBe('1 A St, CA');
});
