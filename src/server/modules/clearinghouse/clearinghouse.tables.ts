/** Clearinghouse connections: where batches go and answers come from, over SFTP. */
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidId } from '../../db/columns.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('clearinghouse_connections_name_idx').on(table.name)],
);
