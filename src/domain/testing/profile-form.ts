import type { ProfileInput } from '#domain/records/profile';

/**
 * The label of each field of the registration form's business profile, for tests only: the web
 * app's tests and the browser journeys fill that form by label from one list.
 */
export const profileFormLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  taxId: 'Tax ID',
  businessName: 'Business name',
  businessAddressStreet: 'Business street',
  businessAddressCity: 'City',
  businessAddressState: 'State',
  businessAddressZip: 'ZIP',
  npiNumber: 'NPI number',
} as const satisfies Partial<Record<keyof ProfileInput, string>>;
