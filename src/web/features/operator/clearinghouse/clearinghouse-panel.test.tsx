import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConnectionView, DownloadView, UploadView } from '#domain/clearinghouse/connections';
import { apiError, stubApi, type StubReply } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ClearinghousePanel } from './clearinghouse-panel.tsx';

const base = '/api/operator/clearinghouse-connections';

const officeAlly: ConnectionView = {
  id: '0b9a1d2e-8f7c-4c31-9a55-6a1e2f3b4c5d',
  name: 'Office Ally',
  preset: 'office_ally',
  host: 'sftp.officeally.example',
  port: 22,
  username: 'doulas',
  authMethod: 'password',
  hostKeyFingerprint: `SHA256:${'a'.repeat(43)}`,
  uploadFolder: 'inbound',
  answerFolders: ['outbound'],
  fileNamePattern: '{batch}.837',
  afterDownload: 'leave',
  archiveFolder: null,
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'OFFALLY',
  usage: 'test',
  sendsClaims: true,
  sendSchedule: { kind: 'every', minutes: 15 },
  pollEveryMinutes: 15,
  realTimeUrl: null,
  realTimeUsername: null,
  realTimeSenderId: null,
  realTimeReceiverId: null,
  realTimeTimeoutSeconds: 25,
  realTimeCaCertificate: null,
  answersRealTime: false,
  health: {
    lastSentAt: null,
    lastPolledAt: '2026-11-26T06:00:00.000Z',
    lastError: {
      during: 'poll',
      message: 'The answer folder outbound/ is missing.',
      at: '2026-11-26T07:00:00.000Z',
    },
  },
  createdAt: '2026-11-26T05:00:00.000Z',
  updatedAt: '2026-11-26T05:00:00.000Z',
};

const refused: DownloadView = {
  id: 'd1',
  connectionId: officeAlly.id,
  folder: 'outbound',
  name: 'answer-17.999',
  sizeBytes: 512,
  remoteModifiedAt: '2026-11-26T06:30:00.000Z',
  downloadedAt: '2026-11-26T06:31:00.000Z',
  outcome: 'refused',
  message: 'This file is not an X12 file.',
  attempts: 1,
  importId: null,
};

const sent: UploadView = {
  batchId: 'b1',
  batchNumber: 42,
  connectionId: officeAlly.id,
  connectionName: 'Office Ally',
  state: 'failed',
  failure: 'login_refused',
  message: 'The server refused the user and password.',
  attempts: 3,
  remoteName: null,
  sentAt: null,
  updatedAt: '2026-11-26T06:40:00.000Z',
};

const page = <T,>(items: T[]) => ({ body: { items, nextCursor: null } });

function open(
  connections: ConnectionView[],
  routes: Record<string, StubReply | (() => StubReply | Promise<StubReply>)> = {},
) {
  const api = stubApi({
    [`GET ${base}`]: { body: { connections } },
    [`GET ${base}/${officeAlly.id}/uploads?limit=25`]: page([sent]),
    [`GET ${base}/${officeAlly.id}/downloads?limit=25`]: page([refused]),
    ...routes,
  });
  renderInApp(<ClearinghousePanel />);
  return { api, user: userEvent.setup() };
}

const labels = [
  'Preset',
  'Name',
  'Host',
  'Port',
  'User',
  'Password',
  'Host-key fingerprint',
  'Upload folder',
  'Answer folders',
  'File-name pattern',
  'After download',
  'ISA sender ID',
  'ISA receiver ID',
  'Usage',
  'Send claims through this connection',
  'Send schedule',
  'Send every (minutes)',
  'Poll every (minutes)',
];

async function addForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a connection' }));
  return within(screen.getByRole('form', { name: 'Add a connection' }));
}

const field = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(label) as HTMLInputElement;

describe('the Clearinghouse section', () => {
  it('asks every field with a visible label; a private key is a text area', async () => {
    const { user } = open([]);
    expect(await screen.findByText(/No connection yet/)).toBeTruthy();
    const form = await addForm(user);
    for (const label of labels) expect(field(form, label), label).toBeTruthy();
    const controls = form.getAllByRole('textbox').concat(form.getAllByRole('combobox'));
    for (const control of controls)
      expect(
        control.id && document.querySelector(`label[for="${control.id}"]`),
        control.outerHTML,
      ).toBeTruthy();
    expect(field(form, 'Password').type).toBe('password');

    await user.click(form.getByRole('radio', { name: 'A private key' }));
    expect(field(form, 'Private key').tagName).toBe('TEXTAREA');
    await user.selectOptions(field(form, 'After download'), 'archive');
    expect(field(form, 'Archive folder')).toBeTruthy();
    await user.selectOptions(field(form, 'Send schedule'), 'daily');
    expect(field(form, 'Send daily at (HH:MM, UTC)').value).toBe('16:00');
  });

  it('a preset fills the folders and the after-download choice, still editable', async () => {
    const { user } = open([]);
    const form = await addForm(user);
    await user.selectOptions(field(form, 'Preset'), 'Office Ally');
    expect(field(form, 'Upload folder').value).toBe('inbound');
    expect(field(form, 'Answer folders').value).toBe('outbound');
    expect(field(form, 'After download').value).toBe('leave');

    await user.selectOptions(field(form, 'Preset'), 'Claim.MD');
    expect(field(form, 'Upload folder').value).toBe('/SendFiles');
    expect(field(form, 'Answer folders').value).toBe('/ReceiveFiles');
    expect(field(form, 'After download').value).toBe('server_deletes');

    await user.clear(field(form, 'Upload folder'));
    await user.type(field(form, 'Upload folder'), 'claims/in');
    expect(field(form, 'Upload folder').value).toBe('claims/in');
  });

  it('checks the fields with the shared schemas before sending anything', async () => {
    const { api, user } = open([]);
    const form = await addForm(user);
    await user.clear(field(form, 'Poll every (minutes)'));
    await user.type(field(form, 'Poll every (minutes)'), '0');
    await user.click(form.getByRole('button', { name: 'Add connection' }));
    expect(await form.findByText('Enter a name.')).toBeTruthy();
    expect(field(form, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Host-key fingerprint').getAttribute('aria-describedby')).toBeTruthy();
    expect(form.getByText('Enter the password or private key.')).toBeTruthy();
    expect(form.getByText('Enter from 1 to 1440 minutes.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  async function filledForm(user: ReturnType<typeof userEvent.setup>) {
    const form = await addForm(user);
    await user.selectOptions(field(form, 'Preset'), 'Office Ally');
    await user.type(field(form, 'Name'), 'Office Ally');
    await user.type(field(form, 'Host'), 'sftp.officeally.example');
    await user.type(field(form, 'User'), 'doulas');
    await user.type(field(form, 'Password'), 'pw-secret');
    await user.type(field(form, 'Host-key fingerprint'), `SHA256:${'a'.repeat(43)}`);
    await user.type(field(form, 'ISA sender ID'), 'DOULABILL');
    await user.type(field(form, 'ISA receiver ID'), 'OFFALLY');
    return form;
  }

  it('shows the server’s field errors at their fields', async () => {
    const { user } = open([], {
      [`POST ${base}`]: apiError(409, 'conflict', 'A connection with this name already exists.', {
        fields: { name: 'A connection with this name already exists.' },
      }),
    });
    const form = await filledForm(user);
    await user.click(form.getByRole('button', { name: 'Add connection' }));
    const message = await form.findByText('A connection with this name already exists.');
    expect(field(form, 'Name').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('saves with the password once, then says it is not shown again', async () => {
    const { api, user } = open([], { [`POST ${base}`]: { status: 201, body: officeAlly } });
    const form = await filledForm(user);
    await user.click(form.getByRole('button', { name: 'Add connection' }));
    expect(await screen.findByText(/Saved; it is not shown again/)).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      preset: 'office_ally',
      uploadFolder: 'inbound',
      answerFolders: ['outbound'],
      secret: 'pw-secret',
      sendSchedule: { kind: 'every', minutes: '15' },
    });
  });

  it('tests a connection: a loading state, then its one sentence; or why it did not run', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const { user } = open([officeAlly], {
      [`POST ${base}/${officeAlly.id}/test`]: () =>
        new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('button', { name: 'Testing…' })).toHaveProperty(
      'disabled',
      true,
    );
    answer({
      body: {
        ok: true,
        sentence:
          'Logged in; the upload folder inbound/ is there; the answer folder outbound/ is there.',
        loggedIn: true,
        failure: null,
        folders: [],
      },
    });
    expect(
      await screen.findByText(
        'Logged in; the upload folder inbound/ is there; the answer folder outbound/ is there.',
      ),
    ).toBeTruthy();

    answer = () => {};
    stubApi({
      [`GET ${base}`]: { body: { connections: [officeAlly] } },
      [`POST ${base}/${officeAlly.id}/test`]: apiError(500, 'internal', 'Something broke.'),
    });
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The test did not run.')).toBeTruthy();
  });

  it('lists uploads and answer files in plain words; a refused file stands out with why', async () => {
    open([officeAlly]);
    const card = within(await screen.findByRole('listitem', { name: 'Office Ally' }));
    expect(card.getByText(/Last sent: never/)).toBeTruthy();
    expect(
      card.getAllByText(/Polling failed .*: The answer folder outbound\/ is missing\./).length,
    ).toBeGreaterThan(0);
    expect(card.getByText('Test (files marked for testing)', { exact: false })).toBeTruthy();
    const uploads = within(await card.findByRole('list', { name: 'Recent uploads' }));
    expect(uploads.getByText('Failed')).toBeTruthy();
    expect(
      uploads.getByText('Login refused: The server refused the user and password.'),
    ).toBeTruthy();
    const downloads = within(await card.findByRole('list', { name: 'Recent answer files' }));
    const row = downloads.getByText('Refused').closest('li')!;
    expect(row.className).toContain('ch-refused');
    expect(within(row).getByText('Reason: This file is not an X12 file.')).toBeTruthy();
    expect(within(row).getByText(/1 attempt$/)).toBeTruthy();
  });
});
