import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on her recommendations: each field of a recommendation and its form, clean or
 * hostile, a wrong type or an unknown key; and on our operators' request for one (its note).
 */
describeValidCallsSafe(
  'recommendations',
  'hostile bodies on the recommendation routes',
  // The operators' request is made of a claim each valid call first submits. Null visits is
  // a recommendation that names no number of visits: a value, not a wrong type.
  { accepted: 'success', timeout: 120_000, nullable: ['visits'] },
  {
    'POST /api/patients/:id/recommendations': [
      'recommenderName',
      'recommenderNpi',
      'licenceType',
      'signedOn',
      'goodUntil',
      'visits',
    ],
    'PUT /api/recommendations/:id': ['recommenderName', 'signedOn', 'serviceTypes'],
    'POST /api/operator/claims/:id/recommendation-request': ['note'],
  },
);
