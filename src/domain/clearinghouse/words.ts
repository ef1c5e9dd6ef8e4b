import type {
  afterDownloadChoices,
  connectionAuthMethods,
  connectionUsages,
  DownloadOutcome,
  SendSchedule,
  TransferFailure,
  TransferStep,
  UploadState,
} from './connections.ts';

/**
 * Every code of a clearinghouse connection in plain words, for the console and the command line:
 * no screen shows "server_deletes" or "login_refused" bare.
 */

export const usageLabels: Record<(typeof connectionUsages)[number], string> = {
  test: 'Test (files marked for testing)',
  production: 'Production (real claims)',
};

export const authMethodLabels: Record<(typeof connectionAuthMethods)[number], string> = {
  password: 'Password',
  private_key: 'Private key',
};

export const afterDownloadLabels: Record<(typeof afterDownloadChoices)[number], string> = {
  leave: 'Leave it on the server',
  archive: 'Move it to an archive folder',
  server_deletes: 'The server deletes it',
};

export const transferFailureLabels: Record<TransferFailure, string> = {
  cannot_connect: 'Cannot connect',
  address_refused: 'Private address refused',
  login_refused: 'Login refused',
  host_key_changed: 'The server’s host key changed',
  folder_missing: 'Folder missing',
  upload_failed: 'Upload failed',
  download_failed: 'Download failed',
};

export const uploadStateLabels: Record<UploadState, string> = {
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  sent: 'Sent',
  failed: 'Failed',
};

export const downloadOutcomeLabels: Record<DownloadOutcome, string> = {
  downloading: 'Downloading',
  imported: 'Imported',
  repeated: 'Already imported',
  refused: 'Refused',
  failed: 'Failed',
};

export const transferStepLabels: Record<TransferStep, string> = {
  send: 'Sending',
  poll: 'Polling',
  test: 'Testing',
};

/** "Only with Send now", "Every 15 minutes", "Daily at 16:30 UTC". */
export function sendScheduleWords(schedule: SendSchedule): string {
  if (schedule.kind === 'manual') return 'Only with Send now';
  if (schedule.kind === 'every') {
    return schedule.minutes === 1 ? 'Every minute' : `Every ${schedule.minutes} minutes`;
  }
  return `Daily at ${schedule.at} UTC`;
}

/** "Every 15 minutes" for the poll interval. */
export const pollWords = (minutes: number) =>
  minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`;
