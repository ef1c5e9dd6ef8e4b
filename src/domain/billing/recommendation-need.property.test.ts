import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import {
  type CountedVisit,
  lastGoodDay,
  type RecommendationOnFile,
  walkRecommendations,
} from './recommendation-need.ts';
import { licenceTypes } from './recommendation-rules.ts';
import { MEDI_CAL_FFS_ID, seedPayerProfiles } from './seed-profiles.ts';

/**
 * The visits a recommendation allows, counted over any pregnancy's visits and any forms on file:
 * no form is counted for more visits than it covers nor for a visit it may not cover (signer,
 * service, dates), the standing order covers no more than its groups allow, and a visit is said
 * to be missing one only when every form that could have covered it was used up.
 */
const rules = seedPayerProfiles
  .find((p) => p.id === MEDI_CAL_FFS_ID)!
  .versions.at(-1)!.recommendations!;
const requirement = rules.perClient[0]!;
const types = ['Extended Initial Visit (90 minutes)', 'Prenatal Visit', 'Postpartum Visit'];
const day = (offset: number) => addDays('2026-01-01', offset);

const visitArb = fc.record({
  serviceType: fc.constantFrom(...types),
  serviceDate: fc.integer({ min: 0, max: 300 }).map(day),
});
const recommendationArb = fc
  .record({
    licenceType: fc.constantFrom(...licenceTypes),
    signed: fc.integer({ min: 0, max: 300 }),
    lasts: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    serviceTypes: fc.subarray(types, { minLength: 1 }),
    visits: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  })
  .map((r): Omit<RecommendationOnFile, 'id'> => ({
    recommenderName: 'Dr. A',
    recommenderNpi: '1234567893',
    licenceType: r.licenceType,
    signedOn: day(r.signed),
    goodUntil: r.lasts === null ? null : day(r.signed + r.lasts),
    serviceTypes: r.serviceTypes,
    visits: r.visits,
  }));

const inForce = (r: RecommendationOnFile, visit: CountedVisit) => {
  const end = lastGoodDay(r, requirement);
  return (
    r.signedOn <= visit.serviceDate &&
    (end === null || end >= visit.serviceDate) &&
    r.serviceTypes.includes(visit.serviceType) &&
    requirement.signers.includes(r.licenceType)
  );
};

describe('counting the visits a recommendation allows', () => {
  it('never over-counts a form, never uses one that may not cover a visit, and misses only when all are used', () => {
    fc.assert(
      fc.property(
        fc.array(visitArb, { maxLength: 30 }),
        fc.array(recommendationArb, { maxLength: 4 }),
        (visits, drafts) => {
          const onFile = drafts.map((r, i) => ({ ...r, id: `r${i}` }));
          const { needs, used } = walkRecommendations(rules, visits, onFile);
          const countedFor = new Map<string, number>();
          let byOrder = 0;
          needs.forEach((need, i) => {
            const visit = visits[i]!;
            if (need.kind === 'standing-order') byOrder += 1;
            if (need.kind === 'recommendation') {
              expect(inForce(need.recommendation, visit)).toBe(true);
              const id = need.recommendation.id;
              countedFor.set(id, (countedFor.get(id) ?? 0) + 1);
            }
            if (need.kind === 'missing') {
              expect(visit.serviceType).toBe('Postpartum Visit');
              for (const r of onFile.filter((r) => inForce(r, visit)))
                expect(used.get(r.id)).toBe(r.visits);
            }
            if (need.kind === 'none') expect(visit.serviceType).not.toBe('Postpartum Visit');
          });
          expect(byOrder).toBeLessThanOrEqual(9);
          expect(byOrder).toBe(Math.min(9, visits.length));
          for (const r of onFile) {
            expect(used.get(r.id)).toBe(countedFor.get(r.id) ?? 0);
            if (r.visits !== null) expect(used.get(r.id)).toBeLessThanOrEqual(r.visits);
          }
        },
      ),
    );
  });
});
