import type { AuditActor } from '../audit/index.ts';

/** Who changed a claim, for the audit trail. */
export type StatusChangeActor = AuditActor;

/** Who changes a status: an operator's email in the console, a label on the command line. */
export interface StatusChangeOperator {
  email?: string;
  /** Recorded as "changed by" when there is no email (e.g. "operator (command line)"). */
  label: string;
  actor?: StatusChangeActor;
}
