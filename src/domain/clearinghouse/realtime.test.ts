import { describe, expect, it } from 'vitest';
import {
  connectionCreateInputSchema,
  connectionSettingsSchema,
  connectionUpdateSchema,
} from './connections.ts';
import { realTimePayloadTypes, realTimeRequestTypes } from './realtime.ts';

/** A connection's real-time endpoint as the console, the command line and the server check it. */
const base = {
  name: 'Office Ally',
  preset: 'office_ally',
  host: 'sftp.officeally.example',
  username: 'billing',
  authMethod: 'password',
  secret: 'sftp password',
  hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'OFFALLY',
  usage: 'test',
};
const endpoint = {
  realTimeUrl: 'https://core.officeally.example/realtime',
  realTimeUsername: 'billing-rt',
  realTimePassword: 'rt password',
  realTimeSenderId: 'DOULABILL',
  realTimeReceiverId: 'OFFALLY',
};
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

const issuesOf = (schema: typeof connectionCreateInputSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('real-time endpoint settings', () => {
  it('a connection has none by default, with a 25-second timeout', () => {
    expect(connectionCreateInputSchema.parse(base)).toMatchObject({
      realTimeUrl: null,
      realTimeUsername: null,
      realTimeSenderId: null,
      realTimeReceiverId: null,
      realTimeTimeoutSeconds: 25,
      realTimeCaCertificate: null,
      answersRealTime: false,
    });
  });

  it('an endpoint needs https, its user, its password and both CORE IDs', () => {
    expect(issuesOf(connectionCreateInputSchema, { ...base, ...endpoint })).toEqual({});
    expect(
      issuesOf(connectionCreateInputSchema, {
        ...base,
        realTimeUrl: 'http://core.example/realtime',
      }),
    ).toMatchObject({ realTimeUrl: 'Enter the endpoint as an https:// address.' });
    expect(
      issuesOf(connectionCreateInputSchema, { ...base, realTimeUrl: endpoint.realTimeUrl }),
    ).toEqual({
      realTimeUsername: 'Enter the real-time user.',
      realTimeSenderId: 'Enter the CORE sender ID.',
      realTimeReceiverId: 'Enter the CORE receiver ID.',
      realTimePassword: 'Enter the real-time password.',
    });
  });

  it('answering real-time questions needs an endpoint', () => {
    expect(issuesOf(connectionCreateInputSchema, { ...base, answersRealTime: true })).toEqual({
      realTimeUrl: 'Enter the real-time endpoint first.',
    });
    expect(
      issuesOf(connectionCreateInputSchema, { ...base, ...endpoint, answersRealTime: true }),
    ).toEqual({});
  });

  it('the timeout is 5 to 120 seconds; a pinned certificate is PEM; CORE IDs are plain', () => {
    for (const realTimeTimeoutSeconds of [4, 121, 2.5]) {
      expect(
        issuesOf(connectionCreateInputSchema, { ...base, ...endpoint, realTimeTimeoutSeconds }),
      ).toHaveProperty('realTimeTimeoutSeconds');
    }
    expect(
      issuesOf(connectionCreateInputSchema, { ...base, ...endpoint, realTimeTimeoutSeconds: '30' }),
    ).toEqual({});
    expect(
      issuesOf(connectionCreateInputSchema, {
        ...base,
        ...endpoint,
        realTimeCaCertificate: 'MIIB',
      }),
    ).toHaveProperty('realTimeCaCertificate');
    expect(
      issuesOf(connectionCreateInputSchema, { ...base, ...endpoint, realTimeCaCertificate: PEM }),
    ).toEqual({});
    expect(
      issuesOf(connectionCreateInputSchema, {
        ...base,
        ...endpoint,
        realTimeSenderId: '<Sender>',
      }),
    ).toHaveProperty('realTimeSenderId');
  });

  it('a change may bring a new password alone; the stored settings are checked as a whole', () => {
    expect(connectionUpdateSchema.safeParse({ realTimePassword: 'new' }).success).toBe(true);
    expect(connectionUpdateSchema.safeParse({ realTimePassword: '' }).success).toBe(false);
    const {
      secret: _secret,
      realTimePassword: _password,
      ...stored
    } = connectionCreateInputSchema.parse({
      ...base,
      ...endpoint,
    });
    expect(connectionSettingsSchema.safeParse(stored).success).toBe(true);
    expect(
      connectionSettingsSchema.safeParse({ ...stored, realTimeReceiverId: null }).success,
    ).toBe(false);
  });
});

it('names the CORE payload types of 270/271 and 276/277', () => {
  expect(realTimeRequestTypes).toEqual([
    'X12_270_Request_005010X279A1',
    'X12_276_Request_005010X212',
  ]);
  expect(realTimePayloadTypes.eligibilityResponse).toBe('X12_271_Response_005010X279A1');
  expect(realTimePayloadTypes.claimStatusResponse).toBe('X12_277_Response_005010X212');
});
