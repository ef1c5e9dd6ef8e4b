/** Clearinghouse connections: where batches go and answers come from, over SFTP. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type SendSchedule,
  transferFailures,
  type TransferStep,
  uploadStates,
} from '#domain/clearinghouse/connections';
import { createdAt, moment, stampMs, updatedAt, uuidId } from '../../db/columns.ts';

/**
 * One SFTP account at a clearinghouse, set up by an operator. `secret_encrypted` is the
 * password or private key, encrypted like tax IDs (AES-256-GCM, the row's id as associated
 * data); nothing reads it but a session being opened.
 */
export const clearinghouseConnections = pgTable(
  'clearinghouse_connections',
  {
    id: uuidId(),
    name: text('name').notNull(),
    preset: text('preset', { enum: ['office_ally', 'claim_md', 'stedi'] }),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    authMethod: text('auth_method', { enum: ['password', 'private_key'] }).notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    hostKeyFingerprint: text('host_key_fingerprint').notNull(),
    uploadFolder: text('upload_folder').notNull(),
    answerFolders: jsonb('answer_folders').$type<string[]>().notNull(),
    fileNamePattern: text('file_name_pattern').notNull(),
    afterDownload: text('after_download', {
      enum: ['leave', 'archive', 'server_deletes'],
    }).notNull(),
    archiveFolder: text('archive_folder'),
    isaSenderId: text('isa_sender_id').notNull(),
    isaReceiverId: text('isa_receiver_id').notNull(),
    usage: text('usage', { enum: ['test', 'production'] }).notNull(),
    /** The one connection claims batches go out through (a partial unique index keeps it one). */
    sendsClaims: boolean('sends_claims').notNull().default(false),
    sendSchedule: jsonb('send_schedule')
      .$type<SendSchedule>()
      .notNull()
      .default({ kind: 'every', minutes: 15 }),
    pollEveryMinutes: integer('poll_every_minutes').notNull().default(15),
    /**
     * The real-time endpoint (CAQH CORE SOAP over HTTPS), null without one. Its password is
     * encrypted like the SFTP secret, under its own associated data.
     */
    realTimeUrl: text('real_time_url'),
    realTimeUsername: text('real_time_username'),
    realTimePasswordEncrypted: text('real_time_password_encrypted'),
    realTimeSenderId: text('real_time_sender_id'),
    realTimeReceiverId: text('real_time_receiver_id'),
    realTimeTimeoutSeconds: integer('real_time_timeout_seconds').notNull().default(25),
    /** A pinned CA or certificate trusted for the endpoint instead of the system's CAs. */
    realTimeCaCertificate: text('real_time_ca_certificate'),
    /** The one connection real-time questions go through (a partial unique index keeps it one). */
    answersRealTime: boolean('answers_real_time').notNull().default(false),
    /** Health, as the console's first screen and `/health` show it. */
    lastSentAt: moment('last_sent_at'),
    lastPolledAt: moment('last_polled_at'),
    /** The last failure's sentence (never PHI: reasons and folder names only) and its step. */
    lastError: text('last_error'),
    lastErrorAt: moment('last_error_at'),
    lastErrorDuring: text('last_error_during', {
      enum: ['send', 'poll', 'test'],
    }).$type<TransferStep>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('clearinghouse_connections_name_idx').on(table.name),
    uniqueIndex('clearinghouse_connections_sends_claims_idx')
      .on(table.sendsClaims)
      .where(sql`${table.sendsClaims}`),
    uniqueIndex('clearinghouse_connections_answers_real_time_idx')
      .on(table.answersRealTime)
      .where(sql`${table.answersRealTime}`),
  ],
);

/**
 * One batch's upload through the connection that sends claims. `batch_id` is unique: a batch
 * is uploaded at most once, whatever the retries, ticks or servers. The batch belongs to the
 * batches module, so it is named by id only (no foreign key across owners, decision 054).
 */
export const clearinghouseUploads = pgTable(
  'clearinghouse_uploads',
  {
    id: uuidId(),
    batchId: uuid('batch_id').notNull(),
    batchNumber: integer('batch_number').notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => clearinghouseConnections.id, { onDelete: 'cascade' }),
    state: text('state', { enum: uploadStates }).notNull().default('waiting'),
    failure: text('failure', { enum: transferFailures }),
    /** The failure in one sentence: reasons and folder or file names, never PHI. */
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    remoteName: text('remote_name'),
    sentAt: moment('sent_at'),
    createdAt: stampMs('created_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('clearinghouse_uploads_batch_idx').on(table.batchId),
    index('clearinghouse_uploads_connection_list_idx').on(
      table.connectionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('clearinghouse_uploads_open_idx')
      .on(table.connectionId, table.state)
      .where(sql`${table.state} in ('waiting', 'failed')`),
  ],
);
