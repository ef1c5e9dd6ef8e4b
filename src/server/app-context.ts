import type pg from 'pg';
import type { AppConfig } from './config.ts';
import type { TaxIdCipher } from './crypto/tax-id-cipher.ts';
import type { Db } from './db/database.ts';
import type { ClaimService } from './modules/claims/claims.service.ts';
import type { OperatorAccess } from './modules/operators/operator-access.ts';
import type { OperatorService } from './modules/operators/operator.service.ts';
import type { ProfileService } from './modules/profile/profile.service.ts';
import type { SessionService } from './modules/sessions/sessions.service.ts';
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
  /** Who is an operator (ADMIN_EMAILS or a command-line grant). */
  operators: OperatorAccess;
  /** What operators do in the console. */
  operatorConsole: OperatorService;
  audit: AuditLog;
}
