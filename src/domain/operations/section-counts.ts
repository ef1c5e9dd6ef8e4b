/**
 * The counts on the operator console's section tabs: what waits for an operator in each
 * section's first view. Each is counted up to the cap only, so a count stays one small index
 * read whatever the number of claims; beyond it the tab says "99+".
 */
export const SECTION_COUNT_CAP = 99;

/** At most the cap, and whether there are more. */
export interface SectionCount {
  count: number;
  more: boolean;
}

export interface SectionCounts {
  /** Claims ready to send: pending, with nothing the doula must fix first. */
  claims: SectionCount;
  /** Payments an 835 brought that wait for an operator's review. */
  review: SectionCount;
  /** Emails waiting to go out. */
  outbox: SectionCount;
}
