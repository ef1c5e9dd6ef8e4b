/** The doula's profile: registration, My Account, and whether her profile is complete. */
export {
  createProfileService,
  keepProfileAsRead,
  submitterOf,
  type ProfileService,
} from './profile.service.ts';
export {
  type BillingProviderDetails,
  providerBillingFactsOf,
  providerBillingFactsOfEach,
} from './billing-provider.ts';
export { providerFingerprintOf } from './provider-fingerprint.ts';
