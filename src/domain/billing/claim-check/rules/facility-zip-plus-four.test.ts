import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('facility-zip-plus-four');

const atFacility = (zip: string | undefined, submission: 'electronic' | 'paper' = 'electronic') =>
  findings({
    submission,
    service: {
      type: 'Prenatal Visit',
      date: '2025-03-10',
      setting: 'facility',
      durationMinutes: null,
    },
    facility: {
      npi: '1003347634',
      kind: 'hospital',
      ...(zip === undefined ? {} : { zip }),
    },
  });

describe('facility-zip-plus-four', () => {
  it.each(['95814-2930', '958142930'])('passes %s', (zip) => {
    expect(atFacility(zip)).toEqual([]);
  });

  it.each(['95814', '95814-', ''])('names %j as a send blocker on an electronic claim', (zip) => {
    expect(atFacility(zip)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'facility.zip',
        blocksSending: true,
        fix: 'Add the last four digits to the facility’s ZIP code in Facilities, as 12345-6789.',
      }),
    ]);
  });

  it('says nothing when the ZIP is not known, on paper, or away from a facility', () => {
    expect(atFacility(undefined)).toEqual([]);
    expect(atFacility('95814', 'paper')).toEqual([]);
    expect(findings({ facility: { npi: '1003347634', kind: null, zip: '95814' } })).toEqual([]);
  });
});
