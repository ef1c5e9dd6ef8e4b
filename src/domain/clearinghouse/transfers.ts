import { z } from 'zod';
import { operatorPageFields } from '#domain/common/list-page';

/**
 * What travels through a clearinghouse connection: each batch's upload, each answer file fetched,
 * and the reasons a transfer fails, as the console and the command line show them.
 */

/** Why a transfer failed: one per step of a session, so an operator knows what to fix. */
export const transferFailures = [
  'cannot_connect',
  'address_refused',
  'login_refused',
  'host_key_changed',
  'folder_missing',
  'upload_failed',
  'download_failed',
] as const;
export type TransferFailure = (typeof transferFailures)[number];

/** Where a batch's upload through the connection that sends claims stands. */
export const uploadStates = ['waiting', 'uploading', 'sent', 'failed'] as const;
export type UploadState = (typeof uploadStates)[number];

/** One batch's upload, as the console lists it under its connection and on the batch. */
export interface UploadView {
  batchId: string;
  batchNumber: number;
  connectionId: string;
  connectionName: string;
  state: UploadState;
  /** Why the last attempt failed (retried with backoff until the attempts run out). */
  failure: TransferFailure | null;
  /** The failure in one sentence for the operator (reasons and folder names only). */
  message: string | null;
  attempts: number;
  /** The file's name on the server once sent. */
  remoteName: string | null;
  sentAt: string | null;
  updatedAt: string;
}

/** What "Send now" did, in one sentence, and its counts. */
export interface SendNowResult {
  sentence: string;
  batches: number;
  claims: number;
}

/** What became of a file found in an answer folder. */
export const downloadOutcomes = [
  'downloading',
  'imported',
  'repeated',
  'refused',
  'failed',
] as const;
export type DownloadOutcome = (typeof downloadOutcomes)[number];

/** One answer file fetched from a connection, remembered so the next poll does not fetch it again. */
export interface DownloadView {
  id: string;
  connectionId: string;
  folder: string;
  name: string;
  sizeBytes: number;
  /** The file's time on the server. */
  remoteModifiedAt: string;
  downloadedAt: string;
  outcome: DownloadOutcome;
  /** Why it was refused or failed, in the importer's or the transfer's words. */
  message: string | null;
  /** How many polls tried it: one that keeps failing is given up after a few. */
  attempts: number;
  /** The payer-response import it became (the console's "Payer responses"), if any. */
  importId: string | null;
}

/** What "Poll now" found, in one sentence, and its counts. */
export interface PollNowResult {
  sentence: string;
  imported: number;
  refused: number;
  /** Files that failed in this poll (each is listed with its reason; the others were read). */
  failed: number;
  /** Why the poll stopped, when a transfer failed (the sentence says it too). */
  failure: TransferFailure | null;
}

/** GET …/clearinghouse-connections/:id/uploads: a page of uploads, newest first. */
export const uploadListQuerySchema = z.object(operatorPageFields).strict();
export type UploadListQuery = z.output<typeof uploadListQuerySchema>;
