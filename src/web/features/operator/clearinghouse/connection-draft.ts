import {
  connectionCreateInputSchema,
  connectionPresets,
  connectionSettingsSchema,
  type ConnectionView,
  type PresetId,
  secretSchema,
} from '#domain/clearinghouse/connections';
import { REAL_TIME_TIMEOUT_DEFAULT } from '#domain/clearinghouse/realtime';
import { type SecretPlace, secretsNeededAgain } from '#domain/clearinghouse/secret-binding';

/**
 * The "Add a connection" and "Edit" form's fields as typed (strings, as inputs hold them), how a
 * preset fills them, and what is sent: checked first with the schemas the server uses.
 */
export interface ConnectionDraft {
  preset: PresetId | '';
  name: string;
  host: string;
  port: string;
  username: string;
  authMethod: 'password' | 'private_key';
  /** Blank when editing: the stored one stays. */
  secret: string;
  hostKeyFingerprint: string;
  uploadFolder: string;
  /** Comma-separated. */
  answerFolders: string;
  fileNamePattern: string;
  afterDownload: 'leave' | 'archive' | 'server_deletes';
  archiveFolder: string;
  isaSenderId: string;
  isaReceiverId: string;
  usage: 'test' | 'production';
  sendsClaims: boolean;
  scheduleKind: 'manual' | 'every' | 'daily';
  scheduleMinutes: string;
  scheduleAt: string;
  pollEveryMinutes: string;
  /** The real-time endpoint: all blank without one. */
  realTimeUrl: string;
  realTimeUsername: string;
  /** Blank when editing: the stored one stays. */
  realTimePassword: string;
  realTimeSenderId: string;
  realTimeReceiverId: string;
  realTimeTimeoutSeconds: string;
  realTimeCaCertificate: string;
  answersRealTime: boolean;
}

export const blankDraft: ConnectionDraft = {
  preset: '',
  name: '',
  host: '',
  port: '22',
  username: '',
  authMethod: 'password',
  secret: '',
  hostKeyFingerprint: '',
  uploadFolder: '',
  answerFolders: '',
  fileNamePattern: '{batch}.837',
  afterDownload: 'leave',
  archiveFolder: '',
  isaSenderId: '',
  isaReceiverId: '',
  usage: 'test',
  sendsClaims: false,
  scheduleKind: 'every',
  scheduleMinutes: '15',
  scheduleAt: '16:00',
  pollEveryMinutes: '15',
  realTimeUrl: '',
  realTimeUsername: '',
  realTimePassword: '',
  realTimeSenderId: '',
  realTimeReceiverId: '',
  realTimeTimeoutSeconds: String(REAL_TIME_TIMEOUT_DEFAULT),
  realTimeCaCertificate: '',
  answersRealTime: false,
};

/** The draft of a saved connection (its secret blank: it is never shown again). */
export function draftOf(connection: ConnectionView): ConnectionDraft {
  const schedule = connection.sendSchedule;
  return {
    preset: connection.preset ?? '',
    name: connection.name,
    host: connection.host,
    port: String(connection.port),
    username: connection.username,
    authMethod: connection.authMethod,
    secret: '',
    hostKeyFingerprint: connection.hostKeyFingerprint,
    uploadFolder: connection.uploadFolder,
    answerFolders: connection.answerFolders.join(', '),
    fileNamePattern: connection.fileNamePattern,
    afterDownload: connection.afterDownload,
    archiveFolder: connection.archiveFolder ?? '',
    isaSenderId: connection.isaSenderId,
    isaReceiverId: connection.isaReceiverId,
    usage: connection.usage,
    sendsClaims: connection.sendsClaims,
    scheduleKind: schedule.kind,
    scheduleMinutes: schedule.kind === 'every' ? String(schedule.minutes) : '15',
    scheduleAt: schedule.kind === 'daily' ? schedule.at : '16:00',
    pollEveryMinutes: String(connection.pollEveryMinutes),
    realTimeUrl: connection.realTimeUrl ?? '',
    realTimeUsername: connection.realTimeUsername ?? '',
    realTimePassword: '',
    realTimeSenderId: connection.realTimeSenderId ?? '',
    realTimeReceiverId: connection.realTimeReceiverId ?? '',
    realTimeTimeoutSeconds: String(connection.realTimeTimeoutSeconds),
    realTimeCaCertificate: connection.realTimeCaCertificate ?? '',
    answersRealTime: connection.answersRealTime,
  };
}

/** Choosing a preset fills its folders and after-download choice; all stay editable. */
export function withPresetChosen(draft: ConnectionDraft, preset: PresetId | ''): ConnectionDraft {
  if (!preset) return { ...draft, preset };
  const { uploadFolder, answerFolders, afterDownload } = connectionPresets[preset];
  return { ...draft, preset, uploadFolder, answerFolders: answerFolders.join(', '), afterDownload };
}

function settingsOf(draft: ConnectionDraft) {
  return {
    name: draft.name,
    preset: draft.preset || null,
    host: draft.host,
    port: draft.port,
    username: draft.username,
    authMethod: draft.authMethod,
    hostKeyFingerprint: draft.hostKeyFingerprint,
    uploadFolder: draft.uploadFolder,
    answerFolders: draft.answerFolders
      .split(',')
      .map((folder) => folder.trim())
      .filter(Boolean),
    fileNamePattern: draft.fileNamePattern,
    afterDownload: draft.afterDownload,
    archiveFolder: draft.afterDownload === 'archive' ? draft.archiveFolder : null,
    isaSenderId: draft.isaSenderId,
    isaReceiverId: draft.isaReceiverId,
    usage: draft.usage,
    sendsClaims: draft.sendsClaims,
    sendSchedule:
      draft.scheduleKind === 'every'
        ? { kind: 'every', minutes: draft.scheduleMinutes }
        : draft.scheduleKind === 'daily'
          ? { kind: 'daily', at: draft.scheduleAt }
          : { kind: 'manual' },
    pollEveryMinutes: draft.pollEveryMinutes,
    ...realTimeSettingsOf(draft),
  };
}

/** A blank endpoint address means none: the rest of its fields go with it. */
function realTimeSettingsOf(draft: ConnectionDraft) {
  const none = !draft.realTimeUrl.trim();
  const orNull = (value: string) => (none || !value.trim() ? null : value);
  return {
    realTimeUrl: orNull(draft.realTimeUrl),
    realTimeUsername: orNull(draft.realTimeUsername),
    realTimeSenderId: orNull(draft.realTimeSenderId),
    realTimeReceiverId: orNull(draft.realTimeReceiverId),
    realTimeTimeoutSeconds: draft.realTimeTimeoutSeconds,
    realTimeCaCertificate: orNull(draft.realTimeCaCertificate),
    answersRealTime: !none && draft.answersRealTime,
  };
}

/** A field's key for its error: `sendSchedule.minutes` and `answerFolders.0` show at the field. */
export const fieldOf = (path: string) => path.split('.')[0]!;

/** The server's field errors, keyed as the form's fields. */
export function fieldErrors(fields: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) found[fieldOf(path)] ??= message;
  return found;
}

type Checked = { ok: true; input: object } | { ok: false; errors: Record<string, string> };

function checked(
  result:
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  input: object,
): Checked {
  if (result.success) return { ok: true, input };
  return {
    ok: false,
    errors: fieldErrors(
      Object.fromEntries(
        [...result.error.issues]
          .reverse()
          .map((issue) => [issue.path.map(String).join('.'), issue.message]),
      ),
    ),
  };
}

/**
 * What "Save" sends, checked as the server will: a new connection as a whole with its secret; a
 * change as whole settings, with the secret only when one was typed (blank keeps the stored one).
 */
export function inputOf(draft: ConnectionDraft, saved: SecretPlace | false): Checked {
  const settings = settingsOf(draft);
  const realTimePassword =
    settings.realTimeUrl && draft.realTimePassword
      ? { realTimePassword: draft.realTimePassword }
      : {};
  if (!saved) {
    const input = { ...settings, secret: draft.secret, ...realTimePassword };
    return checked(connectionCreateInputSchema.safeParse(input), input);
  }
  const input = {
    ...settings,
    ...(draft.secret ? { secret: draft.secret } : {}),
    ...realTimePassword,
  };
  const result = connectionSettingsSchema.safeParse(settings);
  const secret = draft.secret ? secretSchema.safeParse(draft.secret) : { success: true as const };
  if (!result.success) return checked(result, input);
  if (!secret.success) return { ok: false, errors: { secret: secret.error.issues[0]!.message } };
  const needed = secretsNeededAgain(saved, result.data, {
    secret: draft.secret,
    realTimePassword: draft.realTimePassword,
  });
  if (Object.keys(needed).length > 0) return { ok: false, errors: needed };
  return { ok: true, input };
}
