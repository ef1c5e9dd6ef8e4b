/**
 * Every user-visible message of the product, word for word: validation messages, alerts, load
 * and save failures, and the notices of the registration, patient, facility and claim screens.
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
    // Our own words: the answer once the per-user limit on failed checks is reached.
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
    // Our own words: an NPI is ten digits, the last a check of the other nine; payers refuse any
    // other, so registration and My Account do not keep one.
    npiTenDigits:
      'An NPI is exactly 10 digits, with no spaces or dashes. Copy it from your NPI Registry (NPPES) record.',
    npiFirstDigit: 'An NPI starts with 1 or 2. Copy it from your NPI Registry (NPPES) record.',
    npiInvalid:
      'This NPI has a typo: its last digit (the check digit) does not match the other nine. Copy it from your NPI Registry (NPPES) record.',
    fixFields: 'Please correct the fields marked below.',
  },
  agreement: {
    unavailable: 'Business Associate Agreement is currently unavailable. Please contact support.',
    loadFailed: 'Failed to load the Business Associate Agreement. Please refresh and try again.',
  },
  patient: {
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    dateOfBirthRequired: 'Date of birth is required.',
    streetRequired: 'Street address is required.',
    cityRequired: 'City is required.',
    stateRequired: 'State is required.',
    stateInvalid: 'Choose a valid state.',
    zipRequired: 'ZIP code is required.',
    insuranceProviderRequired: 'Insurance provider is required.',
    payerIdRequired: 'Payer ID is required.',
    payerTypeRequired: 'Select a payer type.',
    payerTypeInvalid: 'Choose a valid payer type.',
    policyNumberRequired: 'Policy number is required.',
    noMatches: 'No patients match your search.',
    loadFailed: 'Unable to load patients right now. Please try again shortly.',
    saveFailed: 'There was an error saving this patient. Please try again.',
    deleteFailed: 'Unable to delete this patient right now. Please try again.',
    confirmArchive: (firstName: string, lastName: string) =>
      `Delete ${firstName} ${lastName}? This can be undone later from support.`,
    // Our own words: a date of birth the form cannot take as real.
    dateOfBirthInvalid: 'Enter a real date of birth.',
    dateOfBirthFuture: 'Date of birth cannot be in the future.',
    expectedDueDateInvalid: 'Enter a real expected due date.',
    pregnancyEndedInvalid: 'Enter a real date for the end of the pregnancy.',
    pregnancyEndedFuture: 'The pregnancy end date cannot be in the future.',
    sexInvalid: 'Choose the sex shown on the insurance card: female, male or unknown.',
    pregnancyEndedNeedsDueDate: 'Enter the expected due date too.',
  },
  facility: {
    nameRequired: 'Facility name is required.',
    streetRequired: 'Street address is required.',
    cityRequired: 'City is required.',
    stateRequired: 'State is required.',
    stateInvalid: 'Choose a valid state.',
    zipRequired: 'ZIP code is required.',
    npiRequired: 'NPI number is required.',
    npiTenDigits: 'NPI number must be 10 digits.',
    kindRequired: 'Choose the facility kind.',
    kindInvalid: 'Choose hospital, birthing center or clinic.',
    noMatches: 'No facilities match your search.',
    loadFailed: 'Unable to load facilities right now. Please try again shortly.',
    saveFailed: 'There was an error saving this facility. Please try again.',
    archiveFailed: 'Unable to archive this facility right now. Please try again.',
    confirmArchive: (name: string) => `Archive ${name}? This can be undone later from support.`,
    // Our own words: ten digits whose last one does not match (the Luhn check of npi.ts). Payers
    // refuse such an NPI, so it is not saved; the facility's NPI is on the NPPES registry.
    npiCheckDigit:
      'This is not a valid NPI: its last digit does not match the other nine, so payers would refuse it. Copy it again from the facility’s records or the NPI Registry.',
  },
  claim: {
    missingFields: 'Please complete the following required fields:',
    submitFailed: 'There was an error submitting your claim. Please try again.',
    loadFailed: 'There was an error loading your claims. Please try again.',
    confirmCancel: 'Are you sure you want to cancel? Your entered data will be lost.',
    submitted: 'Claim Submitted Successfully!',
    noClaims: "You haven't submitted any claims yet",
  },
} as const;
