import { describe, expect, it } from 'vitest';
import { sendFailureOf } from './smtp-mailer.ts';

/** What the outbox keeps of nodemailer's errors: codes, never the server's words. */
describe('sendFailureOf', () => {
  it('keeps the code and the reply code, not the message that quotes the address', () => {
    const refused = Object.assign(new Error('550 5.1.1 <jane@example.com>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(sendFailureOf(refused)).toEqual({ code: 'EENVELOPE 550', permanent: true });
  });
  it('retries a connection that never opened, and a refused sign-in (the operator fixes it)', () => {
    expect(sendFailureOf(Object.assign(new Error('x'), { code: 'ESOCKET' }))).toEqual({
      code: 'ESOCKET',
      permanent: false,
    });
    expect(
      sendFailureOf(Object.assign(new Error('x'), { code: 'EAUTH', responseCode: 535 })),
    ).toEqual({ code: 'EAUTH 535', permanent: false });
    expect(
      sendFailureOf(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 451 })),
    ).toEqual({ code: 'EENVELOPE 451', permanent: false });
  });
  it('reduces anything else to ERROR', () => {
    expect(sendFailureOf(new Error('jane@example.com'))).toEqual({
      code: 'ERROR',
      permanent: false,
    });
    expect(sendFailureOf({ code: 'not a code <jane@example.com>' }).code).toBe('ERROR');
    expect(sendFailureOf(undefined).code).toBe('ERROR');
  });
});
