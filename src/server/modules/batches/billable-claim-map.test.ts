import { describe, expect, it } from 'vitest';
import { expectFields, print } from '../../formats/cms1500/testing/read-fields.ts';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import { cms1500FromClaim } from '../claim-forms/index.ts';
import type { ProvidedClaim } from '../claims/index.ts';
import { claim, map, person } from './billable-claim-places.ts';
import { claimsFileOf } from './testing/claims-file.ts';

/**
 * Every field of a billable claim, and where each output carries it: its CMS-1500 box and its
 * 837P loop, segment and element, or why it is deliberately absent. A field added to the type
 * fails the first test until it is placed here; each placement is then checked on a real PDF
 * read back and a real 837P file.
 */
/** Every leaf of a value as a path ("patient.address.zip", "lines[].units"). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => leafPaths(item, `${prefix}[]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leafPaths(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

const fileOf = (claims: ProvidedClaim[]) => claimsFileOf(claims, 9);

describe('every field of a billable claim has its box and element, or a reason it has none', () => {
  it('lists every field of the type, and nothing else', () => {
    const fields = new Set([...leafPaths(claim), ...leafPaths(person)]);
    expect(Object.keys(map).sort()).toEqual([...fields].sort());
  });

  it('places each on the paper form as its box says', async () => {
    const page = (await print([cms1500FromClaim(claim)], { mode: 'data-only' })).pages[0]!;
    for (const [field, mapping] of Object.entries(map)) {
      if (typeof mapping.cms1500 === 'string') expect(mapping.pdf, field).toBeDefined();
      if (mapping.pdf) expectFields(page, mapping.pdf);
    }
  });

  it('places each in the 837P as its element says', () => {
    const file = fileOf([claim, { ...person, formId: 'DB-2026-000078' }]);
    expect(validate837p(file)).toEqual([]);
    const segments = file.split('\n');
    for (const [field, mapping] of Object.entries(map)) {
      if (typeof mapping.x12 === 'string') expect(mapping.segments, field).toBeDefined();
      for (const segment of mapping.segments ?? []) {
        expect(
          segments.some((line) => line.startsWith(segment)),
          `${field}: ${segment}`,
        ).toBe(true);
      }
    }
  });
});
