import type { AppConfig } from '../config.ts';
import { loadInvitationCodeHasher } from '../crypto/invitation-code-hasher.ts';
import { createAgreementService, TEMPLATE_AGREEMENT_VERSION } from '../modules/agreements/index.ts';
import { createInvitationService } from '../modules/invitations/index.ts';
import type { ServerLog } from '../logger.ts';
import type { Db } from '../db/database.ts';

export const DEMO_INVITATION = { email: 'demo@example.com', code: 'DEMO-2025' } as const;

/**
 * Start-up data steps, before the server takes requests: invitation codes still in plain text
 * (from before codes were hashed) are hashed; then first-start data so a new installation can
 * be used at once: the product's Business Associate Agreement when none is published (in place
 * of the template earlier versions seeded), and, with the development identity provider only, a
 * demo invitation. Safe to run on every start and from several servers at once.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<AppConfig, 'oidc' | 'nodeEnv' | 'invitationKey' | 'dataDir'>,
  log: ServerLog,
) {
  const invitations = createInvitationService(db, await loadInvitationCodeHasher(config));
  const hashed = await invitations.hashPendingCodes();
  if (hashed > 0) log.info(`Hashed the invitation codes of ${hashed} invitations.`);

  const seeded = await createAgreementService(db).seedDefault();
  if (seeded) {
    // An operator whose counsel wants other words publishes them as a new version.
    const say = config.nodeEnv === 'production' ? log.warn : log.debug;
    say(
      `${seeded === 'published' ? 'Published' : 'Completed'} the product's Business Associate Agreement (version ${TEMPLATE_AGREEMENT_VERSION}). To publish your own: npm run admin -- baa publish <version> <file>`,
    );
  }
  if (config.oidc.kind === 'development') {
    if (!(await invitations.exists(DEMO_INVITATION.email))) {
      await invitations.create(
        { email: DEMO_INVITATION.email, codes: [DEMO_INVITATION.code] },
        'seed',
      );
    }
  }
}
