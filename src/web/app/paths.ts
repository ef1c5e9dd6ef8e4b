import { HELP_PATH } from '#domain/account/contact';

/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  claims: '/claims',
  newClaim: '/new-claim',
  patients: '/patients',
  facilities: '/facilities',
  account: '/account',
  /** My Account → Billing: her fees, statements and receipts. */
  billing: '/account/billing',
  /** Her card on file (Stripe's page for adding one sends her back here). */
  card: '/account/card',
  /** How fees work, what statuses mean, her patients' data, how to reach us. */
  help: HELP_PATH,
  /** The operator console. */
  operator: '/operator',
  terms: '/tos',
  privacy: '/privacy',
} as const;
