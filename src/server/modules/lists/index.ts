/**
 * Paging for every list the API serves: opaque keyset cursors, one page and a look-ahead row,
 * and the shared WHERE / ORDER BY pieces of an owner's newest-first list.
 */
export { decodePair, encodePair, pageOf } from './cursor-pages.ts';
export * from './exact-position.ts';
export * from './list-cursor.ts';
export * from './list-queries.ts';
export * from './newest-first.ts';
