import https from 'node:https';
import type { RealTimeFailure } from '#domain/clearinghouse/realtime';
import { httpsDestination } from './connection-destinations.ts';

/**
 * One HTTPS POST of a SOAP envelope, with a deadline for the whole exchange and a cap on the
 * answer's size. Node's own client: it takes a pinned CA per request (`ca`), which `fetch`
 * does not without a second HTTP library.
 */

/** A 271 or 277 is a few kilobytes; anything this large is not an answer to one question. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export interface PostOptions {
  timeoutMs: number;
  /** PEM: when set, the only CA (or certificate) trusted for this endpoint. */
  caCertificate: string | null;
  /** Whether the URL may lead to a private address; refused ones never connect. */
  allowPrivate: boolean;
}

export type PostResult =
  | { ok: true; status: number; body: string }
  | {
      ok: false;
      failure: Extract<
        RealTimeFailure,
        'cannot_connect' | 'certificate_refused' | 'timeout' | 'http_error'
      >;
      reachedServer: boolean;
    };

/** Errors raised before a connection existed: the request certainly went nowhere. */
const notConnected = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

const certificateErrors =
  /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS_CERT_ALTNAME_INVALID/;

export function postEnvelope(
  url: string,
  envelope: string,
  options: PostOptions,
): Promise<PostResult> {
  const destination = httpsDestination(url, options.allowPrivate);
  if (destination.refused) {
    return Promise.resolve({ ok: false, failure: 'cannot_connect', reachedServer: false });
  }
  return new Promise((resolve) => {
    let settled = false;
    let sent = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = https.request(url, {
      method: 'POST',
      agent: false,
      ...(destination.lookup ? { lookup: destination.lookup } : {}),
      ...(options.caCertificate ? { ca: options.caCertificate } : {}),
      headers: {
        'content-type': 'application/soap+xml; charset=UTF-8; action="RealTimeTransaction"',
        'content-length': Buffer.byteLength(envelope),
      },
    });
    const deadline = setTimeout(() => {
      finish({ ok: false, failure: 'timeout', reachedServer: sent });
      request.destroy();
    }, options.timeoutMs);
    request.on('socket', (socket) => {
      socket.once('secureConnect', () => {
        sent = true;
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? '';
      if (certificateErrors.test(code)) {
        return finish({ ok: false, failure: 'certificate_refused', reachedServer: false });
      }
      if (!sent && notConnected.has(code)) {
        return finish({ ok: false, failure: 'cannot_connect', reachedServer: false });
      }
      // Cut after the request may have arrived: the payer may have processed it.
      finish({ ok: false, failure: sent ? 'http_error' : 'cannot_connect', reachedServer: sent });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          finish({ ok: false, failure: 'http_error', reachedServer: true });
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        finish({
          ok: true,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', () => finish({ ok: false, failure: 'http_error', reachedServer: true }));
    });
    request.end(envelope);
  });
}
