import { z } from 'zod';

/** The answer to text the database cannot keep exactly as typed. */
export const unstorableTextMessage =
  'Please remove the unsupported characters (an invisible control character or a broken symbol).';

/**
 * Whether text can be stored and read back exactly as sent. PostgreSQL text cannot hold
 * U+0000 (the insert fails), and a lone UTF-16 surrogate is not a character at all (the driver
 * would store U+FFFD instead, silently changing what the doula typed). Such text is refused
 * with a message rather than cleaned up, so what is stored is always what was sent (trimmed).
 * In a `u` regular expression a well-formed surrogate pair is one code point, so `\p{Cs}`
 * matches only the lone halves.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/\p{Cs}/u.test(value);
}

/** The base of every free-text field that is stored: a string the database keeps exactly. */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, unstorableTextMessage);
