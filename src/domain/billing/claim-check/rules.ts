import type { ClaimCheckRule } from '#domain/billing/claim-check/types';
import { billingArrangementRule } from './rules/billing-arrangement.ts';
import { billingAddressStreetRule } from './rules/billing-address-street.ts';
import { billingNpiRule } from './rules/billing-npi.ts';
import { billingZipPlusFourRule } from './rules/billing-zip-plus-four.ts';
import { birthPackageRule } from './rules/birth-package.ts';
import { coverageCheckedRule } from './rules/coverage-checked.ts';
import { diagnosisExistsRule } from './rules/diagnosis-exists.ts';
import { diagnosisFitsServiceRule } from './rules/diagnosis-fits-service.ts';
import { diagnosisListRule } from './rules/diagnosis-list.ts';
import { diagnosisPrincipalRule } from './rules/diagnosis-principal.ts';
import { diagnosisRequiredRule } from './rules/diagnosis-required.ts';
import { duplicateClaimRule } from './rules/duplicate-claim.ts';
import { durationUnitsRule } from './rules/duration-units.ts';
import { facilityNpiRule } from './rules/facility-npi.ts';
import { facilityZipPlusFourRule } from './rules/facility-zip-plus-four.ts';
import { memberIdFormatRule } from './rules/member-id-format.ts';
import { medicaidProgramRule } from './rules/medicaid-program.ts';
import { payerCoverageRule } from './rules/payer-coverage.ts';
import { recommendationOnFileRule } from './rules/recommendation-on-file.ts';
import { pregnancyDatesRule } from './rules/pregnancy-dates.ts';
import { serviceDateAfterBirthRule } from './rules/service-date-after-birth.ts';
import { serviceDateNotFutureRule } from './rules/service-date-not-future.ts';
import { serviceDateRequiredRule } from './rules/service-date-required.ts';
import { taxIdFormatRule } from './rules/tax-id-format.ts';
import { timelyFilingRule } from './rules/timely-filing.ts';
import { visitLimitsRule } from './rules/visit-limits.ts';
import { visitsPerDayRule } from './rules/visits-per-day.ts';

/** Every rule of the claim check, in the order the form lists their findings. */
export const claimCheckRules: readonly ClaimCheckRule[] = [
  billingNpiRule,
  taxIdFormatRule,
  billingAddressStreetRule,
  billingZipPlusFourRule,
  payerCoverageRule,
  medicaidProgramRule,
  billingArrangementRule,
  memberIdFormatRule,
  coverageCheckedRule,
  serviceDateRequiredRule,
  serviceDateNotFutureRule,
  serviceDateAfterBirthRule,
  timelyFilingRule,
  durationUnitsRule,
  facilityNpiRule,
  facilityZipPlusFourRule,
  diagnosisRequiredRule,
  diagnosisListRule,
  diagnosisExistsRule,
  diagnosisPrincipalRule,
  diagnosisFitsServiceRule,
  duplicateClaimRule,
  visitLimitsRule,
  visitsPerDayRule,
  pregnancyDatesRule,
  birthPackageRule,
  recommendationOnFileRule,
];
