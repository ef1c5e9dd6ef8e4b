/**
 * Where she adds a recommendation, as the claim check and an operator's request both send her:
 * the patient's dialog opened on its recommendations, by the record's id (the patient's name
 * stays out of addresses).
 */
export const recommendationsLinkOf = (patientRecordId: string) =>
  `/patients#edit-${patientRecordId}`;

/** "Ana Rivera’s pregnancy", or "her pregnancy" where the name is not at hand. */
export const pregnancyOf = (patientName: string | undefined) =>
  patientName ? `${patientName}’s pregnancy` : 'her pregnancy';
