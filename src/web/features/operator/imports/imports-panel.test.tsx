import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportResult, ResponseImportView } from '#domain/claims/imports';
import { stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ImportsPanel } from './imports-panel.tsx';

const list = 'GET /api/operator/imports?limit=25';
const page = (...items: ResponseImportView[]) => ({ body: { items, nextCursor: null } });
const imported = (outcome: ResponseImportView['outcome'], message = ''): ResponseImportView => ({
  id: outcome,
  fileName: `${outcome}.835`,
  sizeBytes: 120,
  kind: '835',
  outcome,
  message,
  importedBy: 'ops@example.test',
  importedAt: '2026-11-20T10:00:00.000Z',
  matched: [],
  unmatchedCount: 2,
  notes: [],
});

/** The browser's upload, answering with `status` and `body` once the file is sent. */
function stubUpload(status: number, body: unknown) {
  const sent: { headers: Record<string, string>; file?: File } = { headers: {} };
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(file: File) {
      sent.file = file;
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

describe('payer responses', () => {
  it('says when nothing was imported, and lists applied and refused files', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<ImportsPanel />);
    expect(await screen.findByText('No payer response has been imported yet.')).toBeTruthy();
    unmount();
    stubApi({ [list]: page(imported('accepted'), imported('refused', 'Not an X12 file.')) });
    renderInApp(<ImportsPanel />);
    expect(await screen.findByText('Applied')).toBeTruthy();
    expect(screen.getByText(/0 matched, 2 unmatched/)).toBeTruthy();
    expect(screen.getByText(/Not an X12 file\./)).toBeTruthy();
  });

  it('asks for a file before sending anything', async () => {
    const sent = stubUpload(200, {});
    stubApi({ [list]: page() });
    renderInApp(<ImportsPanel />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText('Choose a file to import.')).toBeTruthy();
    expect(sent.file).toBeUndefined();
  });

  it('sends the file with its name, and says what it matched, or why it was refused', async () => {
    const result: ImportResult = { import: imported('accepted'), repeated: false, unmatched: [] };
    const sent = stubUpload(200, result);
    stubApi({ [list]: page() });
    renderInApp(<ImportsPanel />);
    const user = userEvent.setup();
    const file = new File(['ISA*00~'], 'remit one.835', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Response file'), file);
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText('accepted.835: 835 imported')).toBeTruthy();
    expect(sent.file?.name).toBe('remit one.835');
    expect(sent.headers['x-file-name']).toBe('remit%20one.835');

    stubUpload(422, { error: { code: 'validation_failed', message: 'Not an X12 file.' } });
    await user.upload(screen.getByLabelText('Response file'), file);
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText('remit one.835 was refused; nothing was applied.')).toBeTruthy();
  });
});
