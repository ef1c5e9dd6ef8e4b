/** Most claims one CMS-1500 PDF carries (a page each): the queue offers no more, the server refuses more. */
export const MAX_CLAIMS_PER_PDF = 100;
