import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, CSRF_HEADER_VALUE, isApiErrorBody } from '#domain/common/api-errors';
import type {
  ImportResult,
  ResponseImportDetail,
  ResponseImportView,
} from '#domain/claims/imports';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKey, usePagedList } from '../operator-query.ts';

const importsKey = [...operatorKey, 'imports'] as const;

export const useImports = () => usePagedList<ResponseImportView>('/api/operator/imports');

export const useImportDetail = (id: string) =>
  useQuery({
    queryKey: [...importsKey, id],
    queryFn: ({ signal }) =>
      apiFetch<ResponseImportDetail>(`/api/operator/imports/${encodeURIComponent(id)}`, { signal }),
  });

export const useRefreshImports = () => {
  const client = useQueryClient();
  // Claims moved too: the queue shows their new statuses.
  return () => client.invalidateQueries({ queryKey: operatorKey });
};

/** The server refused the file (422): it is kept and listed with this reason, nothing applied. */
export class RefusedFile extends Error {
  override name = 'RefusedFile';
}

/**
 * Sends a file's bytes as they are, reporting upload progress (fetch cannot): resolves with
 * the import's result, rejects with the server's message (e.g. a file over the limit), as a
 * RefusedFile when the server kept the file as refused.
 */
export function uploadResponseFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/operator/imports');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new Error('The server could not be reached. Check your connection.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ImportResult);
      else if (isApiErrorBody(body) && request.status === 422) {
        reject(new RefusedFile(body.error.message));
      } else if (isApiErrorBody(body)) reject(new Error(body.error.message));
      else reject(new Error('Something went wrong on our side. Please try again.'));
    };
    request.send(file);
  });
}
