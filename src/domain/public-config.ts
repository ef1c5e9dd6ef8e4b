/** Settings the browser may know before sign-in (GET /api/public-config). */
export interface PublicConfig {
  introSessionUrl: string;
  /** The price per accepted claim in force today, in cents (the sign-in page names it). */
  feeCents: number;
}
