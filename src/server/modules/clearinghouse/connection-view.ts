import type {
  ConnectionHealth,
  ConnectionSettings,
  ConnectionView,
} from '#domain/clearinghouse/connections';
import type { ConnectionRow } from './connections.repository.ts';

/** Every field but the secret: the only shape a connection leaves the service in. */
export function viewOf(row: ConnectionRow): ConnectionView {
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    host: row.host,
    port: row.port,
    username: row.username,
    authMethod: row.authMethod,
    hostKeyFingerprint: row.hostKeyFingerprint,
    uploadFolder: row.uploadFolder,
    answerFolders: row.answerFolders,
    fileNamePattern: row.fileNamePattern,
    afterDownload: row.afterDownload,
    archiveFolder: row.archiveFolder,
    isaSenderId: row.isaSenderId,
    isaReceiverId: row.isaReceiverId,
    usage: row.usage,
    sendsClaims: row.sendsClaims,
    sendSchedule: row.sendSchedule,
    pollEveryMinutes: row.pollEveryMinutes,
    realTimeUrl: row.realTimeUrl,
    realTimeUsername: row.realTimeUsername,
    realTimeSenderId: row.realTimeSenderId,
    realTimeReceiverId: row.realTimeReceiverId,
    realTimeTimeoutSeconds: row.realTimeTimeoutSeconds,
    realTimeCaCertificate: row.realTimeCaCertificate,
    answersRealTime: row.answersRealTime,
    health: healthOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function healthOf(row: ConnectionRow): ConnectionHealth {
  return {
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastError:
      row.lastError && row.lastErrorAt && row.lastErrorDuring
        ? { during: row.lastErrorDuring, message: row.lastError, at: row.lastErrorAt.toISOString() }
        : null,
  };
}

export const settingsOf = (row: ConnectionRow): ConnectionSettings => {
  const {
    id: _id,
    secretEncrypted: _secret,
    realTimePasswordEncrypted: _realTimePassword,
    createdAt: _c,
    updatedAt: _u,
    lastSentAt: _sent,
    lastPolledAt: _polled,
    lastError: _error,
    lastErrorAt: _errorAt,
    lastErrorDuring: _during,
    ...settings
  } = row;
  return settings;
};
