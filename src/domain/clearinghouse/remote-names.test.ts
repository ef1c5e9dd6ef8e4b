import { describe, expect, it } from 'vitest';
import { remoteNameProblem, shownRemoteName } from './remote-names.ts';

describe('a name an answer folder lists', () => {
  it('is fetched when it is a plain file name', () => {
    for (const name of ['B1.999', 'answer 17.835', 'x..999', '.hidden', 'é.277']) {
      expect(remoteNameProblem(name)).toBeNull();
      expect(shownRemoteName(name)).toBe(name);
    }
  });

  it.each([
    ['a\u0000b.999', 'Not fetched: the name holds a NUL character.', 'a\\x00b.999'],
    [
      '../x.999',
      'Not fetched: the name holds a slash, so it could point outside the answer folder.',
      '../x.999',
    ],
    [
      'a\\b.999',
      'Not fetched: the name holds a slash, so it could point outside the answer folder.',
      'a\\b.999',
    ],
    ['..', 'Not fetched: the name is a folder of the server, not a file.', '..'],
    ['a\u001b[2Jb', 'Not fetched: the name holds a control character.', 'a\\x1b[2Jb'],
    ['a\u0085b', 'Not fetched: the name holds a control character.', 'a\\x85b'],
  ])('refuses %j, shown as %j', (name, problem, shown) => {
    expect(remoteNameProblem(name)).toBe(problem);
    expect(shownRemoteName(name)).toBe(shown);
  });

  it('refuses a name over 255 characters, shown cut', () => {
    const long = 'a'.repeat(300);
    expect(remoteNameProblem(long)).toBe('Not fetched: the name is longer than 255 characters.');
    expect(shownRemoteName(long)).toHaveLength(255);
    expect(remoteNameProblem('a'.repeat(255))).toBeNull();
  });
});
