import { describeValidCallsSafe } from '../../testing/hostile-valid-call.ts';

/**
 * Hostile input on her recommendations: each field of a recommendation and its form, clean or
 * hostile, a wrong type or an unknown key.
 */
describeValidCallsSafe(
  'recommendations',
  'hostile bodies on the recommendation routes',
  { accepted: 'success' },
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
  },
);
