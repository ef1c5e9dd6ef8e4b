/**
 * "Nothing silently waiting": a batch the clearinghouse has not acknowledged (no 999) a day after
 * it was sent, or whose claims no payer has acknowledged (no 277CA) three days after, is overdue.
 * The console marks it, /health warns of it, and operators get one email per batch and kind.
 */

export const overdueKinds = ['no_999', 'no_277ca'] as const;
export type OverdueKind = (typeof overdueKinds)[number];

const HOUR_MS = 3_600_000;

/** How long after sending each answer may take before the batch is overdue. */
export const overdueAfterHours: Record<OverdueKind, number> = { no_999: 24, no_277ca: 72 };

/** The console's and the email's words for each kind. */
export const overdueLabels: Record<OverdueKind, string> = {
  no_999: 'Overdue: no acknowledgment (999) after 24 hours',
  no_277ca: 'Overdue: no claim acknowledgment (277CA) after 72 hours',
};

export interface OverdueFacts {
  /** When the batch went out: its upload's time once sent through a connection, else when it was made. */
  sentAt: Date;
  /** The batch is closed once the payer has answered every claim. */
  status: 'open' | 'closed';
  /** Whether a 999 (or TA1) about its file was imported. */
  has999: boolean;
  /**
   * Claims of it the payer has answered (a 277CA accepting or rejecting it, an 835, a 999
   * rejecting the file): one answered claim shows the 277CAs are coming.
   */
  answeredCount: number;
}

/** The kinds of answer a batch is overdue for at `now` (none for a closed batch). */
export function overdueOf(facts: OverdueFacts, now: Date): OverdueKind[] {
  if (facts.status === 'closed') return [];
  const waited = now.getTime() - facts.sentAt.getTime();
  const late = (kind: OverdueKind) => waited >= overdueAfterHours[kind] * HOUR_MS;
  const kinds: OverdueKind[] = [];
  if (!facts.has999 && late('no_999')) kinds.push('no_999');
  if (facts.answeredCount === 0 && late('no_277ca')) kinds.push('no_277ca');
  return kinds;
}

/** The earliest a batch can be overdue at `now`: sent at or before this moment. */
export const overdueSince = (now: Date) =>
  new Date(now.getTime() - overdueAfterHours.no_999 * HOUR_MS);

/** GET /api/operator/overdue-batches: how many batches are overdue, and the oldest of them. */
export interface OverdueBatchesView {
  count: number;
  batches: {
    id: string;
    number: number;
    payerId: string;
    claimCount: number;
    kinds: OverdueKind[];
  }[];
}
