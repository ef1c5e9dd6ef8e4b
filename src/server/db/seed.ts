import type { AppConfig } from '../config.ts';
import {
  findCurrentAgreement,
  insertAgreement,
} from '../modules/agreements/agreements.repository.ts';
import {
  TEMPLATE_AGREEMENT_TEXT,
  TEMPLATE_AGREEMENT_VERSION,
} from '../modules/agreements/template-agreement.ts';
import {
  findInvitationsForEmail,
  insertInvitation,
} from '../modules/invitations/invitations.repository.ts';
import type { Db } from './database.ts';

export const DEMO_INVITATION = { email: 'demo@example.com', code: 'DEMO-2025' } as const;

/**
 * First-start data so a new installation can be used at once: a clearly marked template
 * agreement when none is published, and, with the development identity provider only, a demo
 * invitation. Safe to run on every start and from several servers at once.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<AppConfig, 'oidc'>,
  log: (message: string) => void,
) {
  if (!(await findCurrentAgreement(db))) {
    await insertAgreement(db, {
      version: TEMPLATE_AGREEMENT_VERSION,
      content: TEMPLATE_AGREEMENT_TEXT,
      publishedBy: 'seed',
    }).catch(() => {}); // another server seeded it first
    log(
      `Published the TEMPLATE Business Associate Agreement (version ${TEMPLATE_AGREEMENT_VERSION}). Replace it before real use: npm run admin -- baa publish <version> <file>`,
    );
  }
  if (config.oidc.kind === 'development') {
    const existing = await findInvitationsForEmail(db, DEMO_INVITATION.email);
    if (existing.length === 0) {
      await insertInvitation(db, {
        email: DEMO_INVITATION.email,
        codes: [DEMO_INVITATION.code],
        createdBy: 'seed',
      });
    }
    log(
      `Development sign-in: sign in as ${DEMO_INVITATION.email} and register with invitation code ${DEMO_INVITATION.code}.`,
    );
  }
}
