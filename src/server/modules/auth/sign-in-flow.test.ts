import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The real sign-in, end to end over HTTP: our OIDC client against the built-in development
 * provider (authorization code + PKCE, state and nonce), with a cookie jar like a browser's.
 */
let t: TestApp;
let base: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

class Browser {
  cookies = new Map<string, string>();

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, init: RequestInit = {}) {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (text === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie))
        this.cookies.delete(name!);
      else this.cookies.set(name!, text);
    }
    return response;
  }

  /** Follows redirects the way a browser does, until a page that is not a redirect. */
  async follow(url: string, init: RequestInit = {}) {
    let response = await this.get(url, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      response = await this.get(response.headers.get('location')!);
    }
    return response;
  }

  async signIn(email: string) {
    const loginPage = await this.follow('/auth/login?mode=redirect');
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    expect(html).toContain('For development only.');
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const done = await this.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    return done;
  }
}

describe('sign-in through the development identity provider', () => {
  it('signs in with any email, identifies the user by issuer and subject, and lands on /', async () => {
    const browser = new Browser();
    const landed = await browser.signIn('Flow@Example.com');
    expect(new URL(landed.url || base).pathname).toBe('/');
    expect(browser.cookies.has('session')).toBe(true);
    const session = await browser.get('/api/session');
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe('flow@example.com');
    const { rows } = await t.database.pool.query(
      'SELECT issuer, subject FROM users WHERE email = $1',
      ['flow@example.com'],
    );
    expect(rows).toEqual([{ issuer: `${base}/dev-idp`, subject: 'flow@example.com' }]);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const browser = new Browser();
    await browser.signIn('rotate@example.com');
    const first = browser.cookies.get('session')!;
    await browser.signIn('rotate@example.com');
    const second = browser.cookies.get('session')!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const replay = await fetch(`${base}/api/session`, { headers: { cookie: `session=${first}` } });
    expect(replay.status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new Browser();
    const start = await browser.get('/auth/login?mode=redirect');
    expect(start.headers.getSetCookie().join()).toMatch(/sign-in=.*HttpOnly.*SameSite=Lax/i);
    let response = await browser.get(start.headers.get('location')!);
    while (response.status >= 300 && response.status < 400)
      response = await browser.get(response.headers.get('location')!);
    const action = /action="([^"]+)"/.exec(await response.text())![1]!;
    let step = await browser.get(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=cookie%40example.com',
    });
    let sessionCookie = '';
    while (step.status >= 300 && step.status < 400) {
      const location = step.headers.get('location')!;
      step = await browser.get(location);
      sessionCookie ||=
        step.headers.getSetCookie().find((cookie) => cookie.startsWith('session=')) ?? '';
    }
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Max-Age/i); // SESSION_PERSISTENCE=session by default
  });

  it('a callback with a forged state signs nobody in and logs why', async () => {
    const browser = new Browser();
    const response = await browser.get('/auth/callback?code=abc&state=forged');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(browser.cookies.has('session')).toBe(false);
    expect(t.logs.join('')).toContain('sign-in failed');
    const audit = await t.database.pool.query(
      `SELECT outcome FROM audit_events WHERE action = 'session.sign_in' AND outcome = 'failure'`,
    );
    expect(audit.rowCount).toBeGreaterThan(0);
  });
});
