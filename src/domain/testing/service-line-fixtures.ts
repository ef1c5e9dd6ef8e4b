import { resolvePayerProfile } from '#domain/billing/payer-mapping';
import type { PayerProfile } from '#domain/billing/payer-profile';
import { buildServiceLines, type ServiceFacts } from '#domain/billing/service-lines';

/** Service lines as the seeded profiles build them, for the billing engine's tests. */
const profileFor = (payerType: string, payerId = 'ANY'): PayerProfile => {
  const resolved = resolvePayerProfile({ payerType, payerId });
  if (!resolved) throw new Error('no profile');
  return resolved.profile;
};
export const mediCal = profileFor('Medicaid', '100000');
export const commercial = profileFor('Group Health', '60054');

export const visit = (facts: Partial<ServiceFacts>): ServiceFacts => ({
  serviceType: 'Prenatal Visit',
  dateOfService: '2024-06-10',
  setting: 'home',
  diagnoses: ['Z33.1'],
  ...facts,
});

export function build(profile: PayerProfile, facts: Partial<ServiceFacts>) {
  const result = buildServiceLines(profile, visit(facts));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}
