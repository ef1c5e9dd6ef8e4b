/**
 * The names an answer folder lists, as the clearinghouse's server says them: nothing on that
 * server is trusted, so a name is checked before it is looked up, fetched or moved. A name that
 * could reach outside the folder, or that PostgreSQL and a terminal cannot hold, is refused.
 */

/** Longer than any file system's own limit for one name. */
export const MAX_REMOTE_NAME = 255;

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- control characters are what this escapes
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** Why a listed name is not fetched, in one sentence for the operator; null when it may be. */
export function remoteNameProblem(name: string): string | null {
  if (name.includes('\u0000')) return 'Not fetched: the name holds a NUL character.';
  if (name.includes('/') || name.includes('\\')) {
    return 'Not fetched: the name holds a slash, so it could point outside the answer folder.';
  }
  if (name === '.' || name === '..') {
    return 'Not fetched: the name is a folder of the server, not a file.';
  }
  if (controlCharacter.test(name)) return 'Not fetched: the name holds a control character.';
  if (name.length > MAX_REMOTE_NAME) {
    return `Not fetched: the name is longer than ${MAX_REMOTE_NAME} characters.`;
  }
  return null;
}

/**
 * A listed name as it is remembered and shown: a valid name is itself; a refused one has its
 * control characters written as `\xNN` and is cut to a readable length, so it can be stored,
 * listed and printed without carrying the bytes that made it dangerous.
 */
export function shownRemoteName(name: string): string {
  if (remoteNameProblem(name) === null) return name;
  const escaped = name.replace(
    controlCharacters,
    (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return escaped.length > MAX_REMOTE_NAME ? `${escaped.slice(0, MAX_REMOTE_NAME - 1)}…` : escaped;
}
