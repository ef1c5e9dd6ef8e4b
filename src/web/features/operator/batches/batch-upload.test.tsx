import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadView } from '#domain/clearinghouse/connections';
import { renderInApp } from '../../../testing/render.tsx';
import { BatchUpload } from './batch-upload.tsx';

const upload = (overrides: Partial<UploadView>): UploadView => ({
  batchId: '00000000-0000-4000-8000-000000000001',
  batchNumber: 12,
  connectionId: '00000000-0000-4000-8000-000000000002',
  connectionName: 'Office Ally',
  state: 'waiting',
  failure: null,
  message: null,
  attempts: 0,
  remoteName: null,
  sentAt: null,
  updatedAt: '2026-11-26T07:10:00.000Z',
  ...overrides,
});

describe("a batch's upload on the batches panel", () => {
  it('says where it stands in plain words: waiting, sent as which file, failed and why', () => {
    const { unmount } = renderInApp(<BatchUpload upload={upload({})} />);
    expect(screen.getByText('Waiting to be uploaded to Office Ally.')).toBeTruthy();
    unmount();

    const sent = renderInApp(
      <BatchUpload
        upload={upload({ state: 'sent', remoteName: '12.837', sentAt: '2026-11-26T07:11:00Z' })}
      />,
    );
    expect(screen.getByText(/^Uploaded to Office Ally as 12\.837 on /)).toBeTruthy();
    sent.unmount();

    const message = 'Batch 12 was not sent: the SFTP server refused the login.';
    renderInApp(
      <BatchUpload
        upload={upload({ state: 'failed', failure: 'login_refused', message, attempts: 10 })}
      />,
    );
    expect(screen.getByText(new RegExp(`^Not uploaded to Office Ally\\. ${message}`))).toBeTruthy();
  });
});
