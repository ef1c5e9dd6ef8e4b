import type pg from 'pg';
import type { AppConfig } from './config.ts';
import type { TaxIdCipher } from './crypto/tax-id-cipher.ts';
import type { Db } from './db/database.ts';
import type { AgreementService } from './modules/agreements/index.ts';
import type { AuditService } from './modules/audit/index.ts';
import type { PayerCatalogService } from './modules/billing/index.ts';
import type { CardPayments } from './modules/card-payments/index.ts';
import type { ClaimHooks, ClaimService } from './modules/claims/index.ts';
import type { ClaimStatusService } from './modules/claim-status/index.ts';
import type {
  AnswerImporter,
  ClearinghouseService,
  SendingService,
} from './modules/clearinghouse/index.ts';
import type { EligibilityService } from './modules/eligibility/index.ts';
import type { InvitationService } from './modules/invitations/index.ts';
import type { OutboxService } from './modules/notifications/index.ts';
import type { OperatorAccess } from './modules/operators/index.ts';
import type { ProfileService } from './modules/profile/index.ts';
import type { SessionService } from './modules/sessions/index.ts';
import type { AuditLog } from './plugins/audit-trail.ts';
import type { SessionCookie } from './plugins/session-cookie.ts';

/** What route modules need from the app, handed to each as its plugin options. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  /** For the live updates' dedicated LISTEN connection (a pool connection cannot hold LISTEN). */
  databaseUrl: string;
  sessions: SessionService;
  cookie: SessionCookie;
  taxIds: TaxIdCipher;
  profiles: ProfileService;
  claims: ClaimService;
  /** What every claim transition calls in its transaction: the fee ledger (decision 082). */
  claimHooks: ClaimHooks;
  /**
   * Payer response imports, one service for the console's uploads and the answer polls: large
   * files go to its one import thread (decision 102). Typed as the polls use it, so a route
   * module that reads the context does not load the imports module.
   */
  imports: AnswerImporter;
  /** Payer profiles and the payer mapping (the billing engine's data). */
  payers: PayerCatalogService;
  invitations: InvitationService;
  agreements: AgreementService;
  /** Who is an operator (ADMIN_EMAILS or a command-line grant). */
  operators: OperatorAccess;
  /** Reading the audit trail (the console's audit section). */
  auditTrail: AuditService;
  /** Writing one audit event per audited request (the audit-trail plugin). */
  audit: AuditLog;
  /** The emails queued for doulas, as the operator console lists them. */
  outbox: OutboxService;
  /** Clearinghouse connections (SFTP accounts) operators set up and test. */
  clearinghouses: ClearinghouseService;
  /** Claims sent through the connection that sends them: "Send now", uploads and their states. */
  sending: SendingService;
  /** Asking payers about quiet claims (276/277): the job and the operator's "Ask now". */
  claimStatus: ClaimStatusService;
  /** Coverage checks (270/271): "Check coverage" on her patient and the automatic checks. */
  eligibility: EligibilityService;
  /** Card payments through Stripe: her card on file and Stripe's webhooks (decision 072). */
  cardPayments: CardPayments;
}
