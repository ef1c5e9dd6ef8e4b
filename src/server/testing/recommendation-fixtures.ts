import type { RecommendationInput } from '#domain/records/recommendation';

/** A tiny but real PDF's first bytes: the server tells a PDF by them. */
export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A valid recommendation for a patient (California's second one), with these changes. */
export function validRecommendation(
  overrides: Partial<RecommendationInput> = {},
): RecommendationInput {
  return {
    recommenderName: 'Dr. Lee Park',
    recommenderNpi: '1234567893',
    licenceType: 'physician',
    signedOn: '2026-07-01',
    goodUntil: '',
    serviceTypes: ['Postpartum Visit'],
    visits: 9,
    file: { contentBase64: SMALL_PDF.toString('base64') },
    ...overrides,
  };
}
