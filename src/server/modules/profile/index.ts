/** The doula's profile: registration, My Account, and the completeness every record route needs. */
export { requireCompleteProfile } from './profile-guard.ts';
export { profileRoutes } from './profile.routes.ts';
export {
  type BillingProviderDetails,
  createProfileService,
  providerBillingFactsOf,
  submitterOf,
  type ProfileService,
} from './profile.service.ts';
export { providerFingerprintOf } from './provider-fingerprint.ts';
