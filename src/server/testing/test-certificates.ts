import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A certificate authority made for one test run, and a server certificate it issued for
 * 127.0.0.1 and localhost: what a clearinghouse behind a private CA presents. Made with the
 * openssl command (OpenSSL 1.1.1 or later), which every supported build machine has; Node can
 * make keys but not certificates.
 */
export interface TestCertificates {
  /** The CA's certificate (PEM): what a connection pins to trust the server. */
  caCertificate: string;
  /** The server's certificate and key (PEM). */
  certificate: string;
  key: string;
}

export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-ca-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    openssl(
      'req',
      '-x509',
      ...ecKey,
      '-days',
      '2',
      '-subj',
      '/CN=Doula Billing test CA',
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
    );
    openssl(
      'req',
      ...ecKey,
      '-subj',
      '/CN=localhost',
      '-keyout',
      file('server.key'),
      '-out',
      file('server.csr'),
    );
    fs.writeFileSync(file('ext.cnf'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl(
      'x509',
      '-req',
      '-in',
      file('server.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      file('ext.cnf'),
      '-out',
      file('server.pem'),
    );
    return {
      caCertificate: fs.readFileSync(file('ca.pem'), 'utf8'),
      certificate: fs.readFileSync(file('server.pem'), 'utf8'),
      key: fs.readFileSync(file('server.key'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
