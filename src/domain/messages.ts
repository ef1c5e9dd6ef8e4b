/**
 * Every user-visible message the specification fixes, word for word (spec sections 5 and 8).
 * Server and web import them from here so the two can never disagree.
 */
export const messages = {
  invitation: {
    signedOut: 'You must be signed in to validate an invitation code.',
    empty: 'Please enter an invitation code.',
    valid: 'Invitation code validated successfully.',
    notFound:
      'Invitation code not found for your account. Please verify the code or contact support.',
    notAvailable:
      'Invitation code is not available for your account. Please verify the code or contact support.',
    otherFailure: 'An error occurred while validating the invitation code. Please try again.',
    checkErrored: 'An error occurred while validating your invitation code. Please try again.',
    // Not in the spec: the answer once the per-user limit on failed checks is reached.
    tooManyAttempts:
      'Too many invitation code attempts. For your security, please wait a few minutes before trying again, or contact support.',
  },
  registration: {
    validateCodeFirst: 'Please validate your invitation code before completing registration.',
    agreementUnavailableRetry:
      'The Business Associate Agreement is unavailable. Please refresh and try again.',
    acceptAgreement: 'Please read and accept the Business Associate Agreement to continue.',
    saveFailed: 'Failed to save profile. Please try again.',
  },
  profile: {
    requiredFields: 'Please complete all required fields.',
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile. Please try again.',
    loadFailed: 'Failed to load profile data. Please try again.',
  },
  agreement: {
    unavailable: 'Business Associate Agreement is currently unavailable. Please contact support.',
    loadFailed: 'Failed to load the Business Associate Agreement. Please refresh and try again.',
  },
} as const;
