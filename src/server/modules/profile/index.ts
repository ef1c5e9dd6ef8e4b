/** The doula's profile: registration, My Account, and whether her profile is complete. */
export {
  type BillingProviderDetails,
  createProfileService,
  providerBillingFactsOf,
  submitterOf,
  type ProfileService,
} from './profile.service.ts';
export { providerFingerprintOf } from './provider-fingerprint.ts';
