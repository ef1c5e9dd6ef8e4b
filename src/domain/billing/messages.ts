import { writtenDate } from '#domain/common/dates';
import { formatCents } from './money.ts';
/**
 * Every word the billing engine shows a person. Claim-check messages speak to a doula who is not
 * a billing expert: what is wrong in plain words, and what to do about it. Profile messages speak
 * to the operator who edits payer profiles.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const billingMessages = {
  profile: {
    dateInvalid: 'Enter a real date as YYYY-MM-DD.',
    unknownProcedureCode: 'This procedure code is not one the product knows.',
    unknownModifier: 'This modifier is not one the product knows.',
    unknownPlaceOfService: 'This place-of-service code is not one the product knows.',
    unknownServiceType: 'Choose one of the service types.',
    unknownDiagnosis: 'This diagnosis code does not exist in the ICD-10-CM list.',
    diagnosisFitsRequired: 'List at least one diagnosis code that fits this service.',
    wholeCents: 'Enter the amount in whole cents, zero or more.',
    slugInvalid: 'Use lower-case letters, digits and single dashes.',
    nameRequired: 'Enter a name for this payer profile.',
    claimStatusAfterDays: 'Enter a whole number of days from 7 to 365.',
    versionRequired: 'A payer profile needs at least one dated version.',
    endBeforeStart: 'The end date cannot be before the start date.',
    tooManyModifiers: 'A line holds at most four modifiers, one kept for telehealth.',
    limitTwice: 'Each limit needs its own id.',
    extendsUnknownLimit: (id: string) =>
      `A recommendation extends the limit “${id}”, which this version does not have.`,
    ceilingBelowOneUnit: 'A visit’s unit ceiling must be at least one unit.',
    unknownState: 'Choose one of the 50 states, or none for a payer not tied to a state.',
    minimumMinutes: 'Enter the shortest paid visit as whole minutes from 1 to 1,440.',
    reducedAfterLimit: 'Reduced payment must start before the filing limit ends.',
    sourceRequired:
      'Name this version’s source: the title of the manual or page, its address or citation, and the date it was read.',
    sourceTitle: 'Enter the source’s title (the manual, rule or page), at most 200 characters.',
    sourceCitation: 'Enter the source’s web address or citation, at most 500 characters.',
    sourceReadOn: 'Enter the date the source was read as YYYY-MM-DD.',
    unknownDeliveryType:
      'Choose a delivery type: vaginal, cesarean, vbac or cesarean-after-attempted-vbac.',
    deliveryPriceTwice: 'Each delivery type is priced once for a service.',
    deliveryPriceNotLabor:
      'Price a delivery type only on its own labor service (a cesarean after an attempted VBAC on Cesarean Section).',
    serviceCodedTwice: (serviceType: string, kind: string) =>
      `${serviceType} (${kind}) is coded twice in this version.`,
    overlappingVersions: (from: string, to: string | null) =>
      `These dates overlap the version in force from ${from} ${to ? `to ${to}` : 'onward'}. Each date of service must have exactly one version.`,
  },
  payers: {
    billedAs: (profileName: string) => `Billed as ${profileName}`,
    noCheckedPayerId: (program: string) =>
      `We could not check a payer ID for ${program}: type the one on her insurance card.`,
    noProfile:
      "No payer profile covers this payer yet: claims to it can't be checked for its rules",
    other: 'Other (type the payer ID)',
    noStateProgram: (state: string) =>
      `Billed with general rules: we do not keep ${state} Medicaid’s doula billing rules yet, and each claim says so`,
  },
  mapping: {
    unknownProfile: 'No payer profile has this id.',
    duplicateEntry: 'This payer is mapped twice.',
    entryNeedsKey: 'Give a payer type, a payer ID, or both.',
  },
  lines: {
    unknownServiceType: 'Choose one of the service types.',
    noVersion: (date: string) =>
      `This payer has no price list for services on ${writtenDate(date)}.`,
    serviceNotCovered: (serviceType: string) => `This payer has no code for ${serviceType}.`,
    telehealthNotCovered: (serviceType: string) =>
      `This payer does not pay for ${serviceType} by telehealth.`,
    inPersonNotCovered: (serviceType: string) =>
      `This payer pays for ${serviceType} only by telehealth.`,
    virtualModeRequired: 'Say whether the telehealth visit was by video or by phone only.',
    facilityKindRequired:
      'Say what kind of facility this is (hospital, birthing center or clinic).',
    durationRequired: 'Enter how many minutes the visit lasted.',
    durationInvalid: 'Enter the minutes as a whole number above zero, at most 1,440 (one day).',
    durationOneMinute: 'Enter the time the visit ended: it now ends one minute after it began.',
    durationBelowMinimum: (minimum: number) =>
      `This payer pays only for visits of at least ${minimum} minutes.`,
    durationUnderOneUnit: (minutesPerUnit: number) =>
      `This payer pays only whole ${minutesPerUnit}-minute units; the visit is shorter than one.`,
    unknownDiagnosis: (code: string) => `${code} is not an ICD-10-CM code we know.`,
    tooManyDiagnoses: 'A claim holds at most 12 diagnoses.',
    placeNotCovered: (serviceType: string) =>
      `This payer does not pay for ${serviceType} at home: only in a hospital or birthing center.`,
    audioOnlyNotCovered: 'This payer does not pay for visits by phone only: only by video.',
    deliveryTypeWrong: (serviceType: string) =>
      `This delivery type does not match ${serviceType}: choose the service type of the birth.`,
    requiredDiagnosisMissing: (codes: string) =>
      `This payer needs diagnosis ${codes} on every line: add it to the claim’s diagnoses.`,
  },
  check: {
    billingNpiMissing: {
      message: 'Your NPI number is missing.',
      fix: 'Add your 10-digit NPI number to your profile.',
    },
    billingNpiInvalid: {
      message: 'Your NPI number is not a valid NPI: one digit is probably mistyped.',
      fix: 'Compare it with your NPI letter or the NPI registry and correct it in your profile.',
    },
    facilityMissing: {
      message: 'This visit was at a facility, but no facility is chosen.',
      fix: 'Choose the facility where the visit happened.',
    },
    facilityNpiMissing: {
      message: 'The facility has no NPI number.',
      fix: 'Ask the facility for its 10-digit NPI and add it to the facility.',
    },
    facilityNpiInvalid: {
      message: 'The facility’s NPI number is not a valid NPI: one digit is probably mistyped.',
      fix: 'Check the number with the facility or the NPI registry and correct it in the facility.',
    },
    diagnosisRequired: {
      message: 'This claim has no diagnosis. Payers refuse doula claims without one.',
      fix: 'Choose at least one diagnosis code that fits this service.',
    },
    tooManyDiagnoses: {
      message: 'A claim can carry at most 12 diagnoses.',
      fix: 'Keep the 12 that matter most for this visit.',
    },
    duplicateDiagnosis: (code: string) => ({
      message: `${code} is listed twice.`,
      fix: 'Remove the second one.',
    }),
    diagnosisUnknown: (code: string) => ({
      message: `${code} is not an ICD-10-CM code we know.`,
      fix: 'Search for the diagnosis by its words and pick it from the list.',
    }),
    diagnosisDoesNotFit: (code: string, serviceType: string) => ({
      message: `${code} does not fit a ${serviceType}. The payer may refuse the claim.`,
      fix: `Choose diagnoses from the list offered for ${serviceType}.`,
    }),
    diagnosisSecondaryFirst: (code: string) => ({
      message: `${code} can only be an extra diagnosis, never the first one.`,
      fix: 'Put the main reason for the visit first, then this code.',
    }),
    serviceDateMissing: {
      message: 'The service date is missing.',
      fix: 'Enter the date of the visit.',
    },
    serviceDateFuture: {
      message: 'The service date is in the future. You can bill a visit only after it happens.',
      fix: 'Check the date, or wait until after the visit to submit.',
    },
    serviceDateBeforeBirth: {
      message: 'The service date is before the patient’s date of birth.',
      fix: 'Check the service date and the patient’s date of birth.',
    },
    filingClosed: (deadline: string) => ({
      message: `The payer’s deadline to file this claim was ${writtenDate(deadline)}. It will most likely be refused as too late.`,
      fix: 'Check the service date. If it is right, contact the payer about a late-filing exception.',
    }),
    filingReduced: (date: string) => ({
      message: `This claim is being filed after ${writtenDate(date)}, so the payer will pay less than the full rate.`,
      fix: 'Submit it as soon as you can to avoid losing more.',
    }),
    filingNear: (deadline: string, daysLeft: number) => ({
      message: `Only ${plural(daysLeft, 'day', 'days')} left to file this claim (until ${writtenDate(deadline)}).`,
      fix: 'Submit it now.',
    }),
    filingNearReduced: (deadline: string, daysLeft: number) => ({
      message: `Only ${plural(daysLeft, 'day', 'days')} left to file this claim for full payment (until ${writtenDate(deadline)}).`,
      fix: 'Submit it now to be paid in full.',
    }),
    durationMissing: {
      message: 'This service is billed by time, so it needs the length of the visit.',
      fix: 'Enter how many minutes the visit lasted.',
    },
    durationInvalid: {
      message: 'The visit length must be whole minutes above zero, at most one day.',
      fix: 'Enter the minutes as a whole number, for example 180.',
    },
    durationOneMinute: (hourUnits: number, hourCents: number) => ({
      message: `This visit lasted 1 minute. If it lasted an hour it is ${plural(hourUnits, 'unit', 'units')}, ${formatCents(hourCents)}.`,
      fix: 'Enter the time the visit ended: the end time was filled in one minute after the start.',
    }),
    durationNeededForMinimum: (program: string, minimum: number) => ({
      message: `${program} pays for this visit only when it lasts at least ${minimum} minutes, so it needs the visit’s length.`,
      fix: 'Enter the times the visit began and ended.',
    }),
    durationBelowMinimum: (program: string, minimum: number, minutes: number) => ({
      message: `${program} pays for this visit only when it lasts at least ${minimum} minutes; this one lasted ${plural(minutes, 'minute', 'minutes')}.`,
      fix: 'If the visit was longer, correct the time it ended. If it was not, this payer will not pay for it.',
    }),
    durationUnderOneUnit: (program: string, minutesPerUnit: number, minutes: number) => ({
      message: `${program} pays this service in whole ${minutesPerUnit}-minute units, and this visit lasted ${plural(minutes, 'minute', 'minutes')}: less than one unit.`,
      fix: 'If the visit was longer, correct the time it ended.',
    }),
    unitsCapped: (program: string, max: number, timeUnits: number) => ({
      message: `${program} pays at most ${plural(max, 'unit', 'units')} for one visit, so this claim bills ${max}, not the ${timeUnits} its length would give.`,
      fix: 'Nothing to change: the claim bills the most this payer allows for one visit.',
    }),
    noStateProgram: (state: string) => ({
      message: `We do not keep ${state} Medicaid’s doula billing rules yet, so this claim would go out with general codes and estimated amounts that ${state} Medicaid may refuse.`,
      fix: `Before you submit, ask us to add ${state}’s program, or ask ${state} Medicaid which codes it pays doulas with.`,
    }),
    arrangementRefused: (program: string, how: string) => ({
      message: `${program} does not accept claims billed ${how}.`,
      fix: 'Change who bills in My Account to a way this program accepts, then check the claim again.',
    }),
    noProfile: {
      message: 'We could not tell how this patient’s payer is billed.',
      fix: 'Check the patient’s payer type and payer ID.',
    },
    requiredDiagnosis: (detail: string) => ({
      message: detail,
      fix: 'Add that diagnosis to the claim’s list; it is pointed at on every line.',
    }),
    notCovered: (detail: string) => ({
      message: detail,
      fix: 'Check the service type, the date and how the visit happened, or contact support.',
    }),
    facilityKindMissing: {
      message: 'We need to know what kind of facility this is to bill the right place of service.',
      fix: 'Edit the facility and choose hospital, birthing center or clinic.',
    },
    virtualModeMissing: {
      message: 'Telehealth visits are billed differently for video and phone-only visits.',
      fix: 'Say whether the visit was by video or by phone only.',
    },
    /** `over` says which limit and by how much: "This visit would be 9 of 8 … 1 over the limit." */
    limitReached: (over: string, severity: 'warning' | 'error') => ({
      message:
        severity === 'error'
          ? `${over} The payer will refuse it.`
          : `${over} The payer may refuse it.`,
      fix:
        severity === 'error'
          ? 'Check the service type and the pregnancy dates on the patient.'
          : 'Bill it only if the payer approved more visits (for example a second recommendation from a licensed provider).',
    }),
    limitUnknownPregnancy: (over: string) => ({
      message: `${over} Without a due date we cannot tell which pregnancy her claims belong to.`,
      fix: 'Add the expected due date (and the end date, if the pregnancy has ended) to the patient.',
    }),
    perDay: (max: number) => ({
      message: `This patient already has ${plural(max, 'visit', 'visits')} billed on this day. The payer may pay only ${max === 1 ? 'one' : max} a day.`,
      fix: 'Check the date. If both visits happened, bill only the one that matters most.',
    }),
    duplicateOfDenied: (serviceType: string, date: string) => ({
      message: `A ${serviceType} for this patient on ${writtenDate(date)} was already billed and denied. Sent again as a new claim, it may be refused as a duplicate.`,
      fix: 'Fix what the denial asked for, then open the denied claim in your claims list and choose Correct this claim; or contact the payer.',
    }),
    duplicate: (serviceType: string, date: string) => ({
      message: `You already billed a ${serviceType} for this patient on ${writtenDate(date)}. The payer will refuse it as a duplicate.`,
      fix: 'Open the earlier claim in your claims list. While it waits for the payer there is nothing to send again; once the payer has answered, choose Correct this claim on it.',
    }),
    outsidePregnancy: {
      message:
        'This date is not within any pregnancy on the patient’s record, or is more than 12 months after it ended.',
      fix: 'Check the service date and the due date and end date on the patient.',
    },
    noPregnancyOnFile: {
      message:
        'The patient has no expected due date, so visit limits cannot be counted per pregnancy.',
      fix: 'Add the expected due date to the patient.',
    },
    addressMissing: {
      message: 'Your billing street address is missing.',
      fix: 'Add your business street address to your profile.',
    },
    addressPoBox: {
      message: 'Your billing address is a PO box. Payers need the street address where you work.',
      fix: 'Change the business address in your profile to a street address.',
    },
    zipPlusFour: {
      message: 'Electronic claims need your full 9-digit ZIP code (ZIP+4).',
      fix: 'Add the last four digits to your business ZIP code in My Account, as 12345-6789.',
    },
    facilityZipPlusFour: {
      message: 'Electronic claims need the facility’s full 9-digit ZIP code (ZIP+4).',
      fix: 'Add the last four digits to the facility’s ZIP code in Facilities, as 12345-6789.',
    },
    memberIdFormat: {
      message:
        'The patient’s policy number cannot go on an electronic claim: it must be at least two characters, letters, digits and hyphens only.',
      fix: 'Copy the policy number from her insurance card into her record in Patients, without spaces or other marks.',
    },
    taxIdMissing: {
      message: 'Your tax ID (SSN or EIN) is missing.',
      fix: 'Add your SSN or EIN to your profile.',
    },
    ssnInvalid: {
      message: 'Your SSN is not a valid Social Security number.',
      fix: 'Enter the 9 digits as ###-##-####, or choose EIN if you bill as a business.',
    },
    einInvalid: {
      message: 'Your EIN is not a valid Employer Identification Number.',
      fix: 'Enter the 9 digits as ##-####### from your IRS letter, or choose SSN.',
    },
  },
} as const;
