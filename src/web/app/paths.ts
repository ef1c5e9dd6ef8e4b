/** Every route of the app, in one place (spec section 2, route table). */
export const paths = {
  home: '/',
  claims: '/claims',
  newClaim: '/new-claim',
  patients: '/patients',
  facilities: '/facilities',
  account: '/account',
  terms: '/tos',
  privacy: '/privacy',
} as const;
