/**
 * Remittance Advice Remark Codes (more detail on an 835 adjustment) and the 277CA's claim
 * status categories (why a claim was rejected on arrival), each in a doula's words.
 */
import type { CodeExplanation } from './code-explanation.ts';

type Entry = Omit<CodeExplanation, 'code'>;

/** Remittance Advice Remark Codes (RARC) that often come with doula claims. */
export const remarkCodes: Record<string, Entry> = {
  N290: {
    summary: 'Missing, incomplete or invalid rendering provider identifier',
    plain: 'The NPI of the doula who gave the service is missing or wrong.',
    nextStep:
      'Check the NPI in My Account matches your NPPES record, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'your NPI', where: 'account' },
  },
  M51: {
    summary: 'Missing, incomplete or invalid procedure code',
    plain: 'The service code on the claim is missing or not one the payer accepts.',
    nextStep: 'Check the service on the claim, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the service', where: 'new-claim' },
  },
  N30: {
    summary: 'Patient ineligible for this service',
    plain: 'The patient was not eligible for this service on the visit date.',
    nextStep: 'Check her eligibility for the visit date; bill another plan if she had one.',
    actor: 'doula',
  },
  MA130: {
    summary: 'Claim has incomplete or invalid information and is unprocessable; no appeal rights',
    plain: 'The claim could not be processed because something on it is missing or wrong.',
    nextStep: 'Correct what the other codes on this answer name, then send the corrected claim.',
    actor: 'doula',
  },
  N382: {
    summary: 'Missing, incomplete or invalid patient identifier',
    plain: 'The patient’s member ID on the claim is missing or does not match the payer’s records.',
    nextStep:
      'Check the member ID on her insurance card in Patients, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the patient’s member ID', where: 'patients' },
  },
  N704: {
    summary: 'May not appeal; may resubmit with corrected information',
    plain: 'This decision cannot be appealed, but a corrected claim can be sent.',
    nextStep: 'Correct what the other codes on this answer name, then send the corrected claim.',
    actor: 'doula',
  },
  M76: {
    summary: 'Missing, incomplete or invalid diagnosis or condition',
    plain: 'A diagnosis code is missing or not valid on the claim.',
    nextStep: 'Add a valid ICD-10 diagnosis that fits the visit, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the diagnosis', where: 'new-claim' },
  },
  N56: {
    summary: 'Procedure code not correct or valid for the services or date billed',
    plain: 'The service code does not fit the service or was not valid on that date.',
    nextStep: 'Check the service and its date, then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the service and its date', where: 'new-claim' },
  },
  N130: {
    summary: 'Consult plan benefit documents for restrictions on this service',
    plain: 'The patient’s plan limits this service; its benefit documents explain how.',
    nextStep: 'Check the plan’s doula benefit rules (its member handbook names them).',
    actor: 'doula',
  },
  N362: {
    summary: 'Days or units of service exceed the acceptable maximum',
    plain: 'More units or visits were billed than the payer allows.',
    nextStep:
      'Check the visit’s times (one unit per visit; 15-minute codes by minutes), then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the visit’s times', where: 'new-claim' },
  },
  M62: {
    summary: 'Missing, incomplete or invalid treatment authorization code',
    plain: 'The authorization number the payer needs is missing or wrong.',
    nextStep: 'Get the authorization number from the plan, then send the corrected claim with it.',
    actor: 'doula',
  },
  N95: {
    summary: 'This provider type or specialty may not bill this service',
    plain: 'The payer does not let a doula bill this service code.',
    nextStep: 'Check your enrollment with this payer as a doula, then send the corrected claim.',
    actor: 'doula',
  },
  N257: {
    summary: 'Missing, incomplete or invalid billing provider identifier',
    plain: 'The billing NPI on the claim is missing or does not match the payer’s records.',
    nextStep: 'Check the NPI and that you are enrolled with this payer under it.',
    actor: 'doula',
    fix: { field: 'your billing NPI', where: 'account' },
  },
  N822: {
    summary: 'Missing procedure modifier',
    plain:
      'A required modifier (such as XP, separate practitioner, or 95 for a video visit) is missing.',
    nextStep:
      'Check the service and how the visit happened (in person, video or phone), then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the service and how the visit happened', where: 'new-claim' },
  },
  N823: {
    summary: 'Incomplete or invalid procedure modifier',
    plain: 'A modifier on the service is not valid for it.',
    nextStep:
      'Check the service and how the visit happened (in person, video or phone), then send the corrected claim.',
    actor: 'doula',
    fix: { field: 'the service and how the visit happened', where: 'new-claim' },
  },
};

/** 277CA STC01-1 category codes: was the claim taken in for payment, or sent back. */
export const claimAcknowledgementCategories: Record<string, Entry> = {
  A0: {
    summary: 'Acknowledgement: forwarded to another entity',
    plain: 'The clearinghouse passed the claim on to the payer.',
    nextStep: 'Nothing to do; wait for the payer’s answer.',
    actor: null,
  },
  A1: {
    summary: 'Acknowledgement: receipt',
    plain: 'The claim was received.',
    nextStep: 'Nothing to do; wait for the payer to accept it for processing.',
    actor: null,
  },
  A2: {
    summary: 'Acknowledgement: accepted into adjudication',
    plain: 'The payer accepted the claim and is processing it.',
    nextStep: 'Nothing to do; payment or a decision follows, often within 30 days.',
    actor: null,
  },
  A3: {
    summary: 'Acknowledgement: returned as unprocessable',
    plain: 'The claim was sent back without being processed because of an error on it.',
    nextStep:
      'Correct what the status code says and send the corrected claim soon: the filing deadline keeps running.',
    actor: 'doula',
  },
  A4: {
    summary: 'Acknowledgement: not found',
    plain: 'The payer could not find the claim or the patient it is about.',
    nextStep: 'Check the patient’s member ID and payer, then send the corrected claim.',
    actor: 'doula',
  },
  A5: {
    summary: 'Acknowledgement: split claim',
    plain: 'The payer split the claim into several to process it.',
    nextStep: 'Nothing to do; each part gets its own answer.',
    actor: null,
  },
  A6: {
    summary: 'Acknowledgement: rejected for missing information',
    plain: 'The claim was rejected because information is missing.',
    nextStep:
      'Add what the status code names and send the corrected claim soon: the filing deadline keeps running.',
    actor: 'doula',
  },
  A7: {
    summary: 'Acknowledgement: rejected for invalid information',
    plain: 'The claim was rejected because some information on it is not valid.',
    nextStep:
      'Correct what the status code names and send the corrected claim soon: the filing deadline keeps running.',
    actor: 'doula',
  },
  A8: {
    summary: 'Acknowledgement: rejected for relational field in error',
    plain: 'The claim was rejected because two details on it do not agree with each other.',
    nextStep:
      'Check the details the status code names (for example dates or codes), then send the corrected claim.',
    actor: 'doula',
  },
};
