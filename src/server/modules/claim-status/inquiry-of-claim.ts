import type { X12Settings } from '../../config.ts';
import {
  type ClaimStatusInquiryInput,
  writerEntityName,
  writerPersonName,
} from '../../formats/x12/index.ts';
import type { ProvidedClaim } from '../claims/index.ts';

/** Who the 276's interchange is from and to, and whether it is a test: the asking connection's. */
export interface InquiryParties {
  senderId: string;
  receiverId: string;
  usage: 'T' | 'P';
}

/** When the file was made, in UTC (ISA09/10, GS04/05, BHT04/05). */
const createdAtOf = (now: Date) => {
  const iso = now.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The 276 about one claim, in the writer's terms: the payer the claim was billed to, us as the
 * information receiver (the submitter of our 837Ps), the billing provider by NPI, the patient as
 * the subscriber (as on the 837P) and the claim by its trace number, form ID, the payer's claim
 * number when known, its charge and dates of service.
 */
export function inquiryOfClaim(
  claim: ProvidedClaim & { payerClaimNumber: string },
  ask: { traceNumber: string; controlNumber: number; now: Date },
  x12: X12Settings,
  parties: InquiryParties,
): ClaimStatusInquiryInput {
  const { entity } = claim.provider;
  const { patient, service } = claim;
  return {
    interchange: {
      ...parties,
      interchangeControlNumber: ask.controlNumber,
      groupControlNumber: ask.controlNumber,
      transactionControlNumber: ask.controlNumber,
      createdAt: createdAtOf(ask.now),
    },
    payer: { name: claim.payer.name, id: claim.payer.id },
    informationReceiver: { name: x12.submitter.name, id: x12.submitter.id },
    provider: {
      name: writerEntityName(entity),
      npi: claim.provider.npi,
    },
    subscriber: {
      memberId: patient.memberId,
      name: writerPersonName(patient.name),
      birthDate: patient.birthDate,
      sex: patient.sex,
    },
    claim: {
      traceNumber: ask.traceNumber,
      formId: claim.formId,
      ...(claim.payerClaimNumber ? { payerClaimNumber: claim.payerClaimNumber } : {}),
      chargeCents: claim.totalChargeCents,
      serviceDates: {
        from: service.dateFrom,
        ...(service.dateTo && service.dateTo !== service.dateFrom ? { to: service.dateTo } : {}),
      },
    },
  };
}
