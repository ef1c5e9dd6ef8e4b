/** The doula's profile: registration, My Account, and whether her profile is complete. */
export {
  type BillingProviderDetails,
  createProfileService,
  providerBillingFactsOf,
  providerFingerprintOf,
  submitterOf,
  type ProfileService,
} from './profile.service.ts';
