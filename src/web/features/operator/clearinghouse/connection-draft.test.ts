import { describe, expect, it } from 'vitest';
import { REAL_TIME_PASSWORD_AGAIN, SECRET_AGAIN } from '#domain/clearinghouse/secret-binding';
import { blankDraft, type ConnectionDraft, inputOf } from './connection-draft.ts';

/** What the connection form sends of its real-time endpoint, checked with the shared schemas. */
const draft: ConnectionDraft = {
  ...blankDraft,
  preset: 'office_ally',
  name: 'Office Ally',
  host: 'sftp.officeally.example',
  username: 'doulas',
  secret: 'sftp password',
  hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
  uploadFolder: 'inbound',
  answerFolders: 'outbound',
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'OFFALLY',
};
const endpoint = {
  realTimeUrl: 'https://core.officeally.example/realtime',
  realTimeUsername: 'doulas-rt',
  realTimePassword: 'rt password',
  realTimeSenderId: 'DOULABILL',
  realTimeReceiverId: 'OFFALLY',
};

describe('the real-time fields of the connection form', () => {
  it('a blank address sends no endpoint, whatever else was typed', () => {
    const checked = inputOf(
      { ...draft, realTimeUsername: 'left over', answersRealTime: true },
      false,
    );
    expect(checked).toMatchObject({
      ok: true,
      input: {
        realTimeUrl: null,
        realTimeUsername: null,
        answersRealTime: false,
        realTimeTimeoutSeconds: '25',
      },
    });
    expect(checked.ok && 'realTimePassword' in checked.input).toBe(false);
  });

  it('a new endpoint sends its password; without one the field says so', () => {
    expect(inputOf({ ...draft, ...endpoint, answersRealTime: true }, false)).toMatchObject({
      ok: true,
      input: { ...endpoint, answersRealTime: true, realTimeCaCertificate: null },
    });
    expect(inputOf({ ...draft, ...endpoint, realTimePassword: '' }, false)).toEqual({
      ok: false,
      errors: { realTimePassword: 'Enter the real-time password.' },
    });
  });

  it('an edit sends the password only when one was typed', () => {
    const edited = inputOf({ ...draft, ...endpoint, secret: '', realTimePassword: '' }, saved);
    expect(edited.ok).toBe(true);
    expect(edited.ok && 'realTimePassword' in edited.input).toBe(false);
    expect(inputOf({ ...draft, ...endpoint, secret: '' }, saved)).toMatchObject({
      ok: true,
      input: { realTimePassword: 'rt password' },
    });
  });
});

/** The connection as saved: the place its secrets were given for. */
const saved = {
  host: draft.host,
  port: 22,
  username: draft.username,
  authMethod: 'password',
  realTimeUrl: endpoint.realTimeUrl,
};

describe('secrets bound to their host, checked before sending', () => {
  it.each([
    ['server', { host: 'sftp.elsewhere.example' }],
    ['port', { port: '2222' }],
    ['user', { username: 'someone' }],
  ])('a changed %s with the secret left blank asks for it at its field', (_, change) => {
    const moved = { ...draft, ...endpoint, secret: '', ...change };
    expect(inputOf(moved, saved)).toEqual({ ok: false, errors: { secret: SECRET_AGAIN } });
    expect(inputOf({ ...moved, secret: 'new password' }, saved).ok).toBe(true);
  });

  it('a changed real-time URL with its password left blank asks for it', () => {
    const moved = {
      ...draft,
      ...endpoint,
      secret: '',
      realTimeUrl: 'https://core.elsewhere.example/realtime',
      realTimePassword: '',
    };
    expect(inputOf(moved, saved)).toEqual({
      ok: false,
      errors: { realTimePassword: REAL_TIME_PASSWORD_AGAIN },
    });
  });
});
