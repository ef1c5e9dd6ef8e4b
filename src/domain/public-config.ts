/** Settings the browser may know before sign-in (GET /api/public-config). */
export interface PublicConfig {
  introSessionUrl: string;
}
