import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentEndpoints } from './stripe-payments.ts';
import {
  brandOf,
  checkoutPage,
  idOf,
  now,
  parseForm,
  stripeError,
  text,
  type Params,
} from './stripe-objects.ts';

import type { Answer, StripeObject } from './stripe-objects.ts';

/**
 * A Stripe-compatible server on loopback for the tests (Stripe cannot be reached from the test
 * machines): only the endpoints the product calls, form-encoded as the real API reads them, with
 * Stripe's answer shapes, its errors (card_declined, idempotency replays and mismatches) and its
 * webhooks, signed with the test webhook secret as Stripe signs them (`Stripe-Signature:
 * t=…,v1=HMAC-SHA256`). It can decline the next charge, drop the connection after a
 * request was done (a network error the caller retries), or deliver every webhook twice.
 */
export interface StripeTestServer {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks go; set it once the app listens. */
  webhookUrl: string | undefined;
  /** The app's settings that point the official client at this server. */
  env: Record<string, string>;
  /** Every API request as received: method, path and its form parameters. */
  requests: { method: string; path: string; params: Params }[];
  /** Every webhook delivery and the app's answer. */
  deliveries: { eventId: string; type: string; status: number }[];
  declineNext(declineCode?: string): void;
  /**
   * The next `times` POSTs are done, then their connection is dropped before the answer. The
   * official client retries a closed connection once by itself (with the same key), so a
   * failure its caller sees takes two.
   */
  failNetwork(times?: number): void;
  deliverTwice(twice?: boolean): void;
  /** What the Checkout page's "Save card" does: saves the card, sends the webhook, answers where she goes back to. */
  completeCheckout(sessionId: string, cardNumber?: string): Promise<string>;
  /** Resolves when every webhook sent so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeServer(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<StripeTestServer> {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  const inFlight = new Set<Promise<void>>();
  let decline: string | undefined;
  let drops = 0;
  let twice = false;

  const store = (object: StripeObject) => (objects.set(object.id, object), object);
  const sign = (payload: string) => {
    const t = now();
    const v1 = createHmac('sha256', server.webhookSecret).update(`${t}.${payload}`).digest('hex');
    return `t=${t},v1=${v1}`;
  };
  const deliver = async (type: string, object: StripeObject) => {
    const event = {
      id: idOf('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    for (let copy = 0; copy < (twice ? 2 : 1); copy += 1) {
      if (!server.webhookUrl) return;
      const response = await fetch(server.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': sign(payload),
        },
        body: payload,
      });
      await response.arrayBuffer();
      server.deliveries.push({ eventId: event.id, type, status: response.status });
    }
  };
  /** Webhooks after an API answer go out once it has left, as Stripe sends them. */
  const deliverLater = (type: string, object: StripeObject) => {
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => deliver(type, object))
      .catch(() => undefined)
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  const missing = (what: string, id: string) =>
    stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
    });

  const { createPaymentIntent, createRefund } = paymentEndpoints({
    objects,
    store,
    missing,
    deliverLater,
    takeDecline: () => {
      const code = decline;
      decline = undefined;
      return code;
    },
  });

  function answer(method: string, path: string, params: Params): Answer {
    const [, , kind, id, more] = path.split('/');
    const key = kind === 'checkout' ? `checkout/${id}` : kind;
    if (method === 'GET') {
      const found = objects.get((kind === 'checkout' ? more : id) ?? '');
      return found ? { status: 200, body: found } : missing(key ?? 'object', id ?? '');
    }
    switch (key) {
      case 'customers':
        return {
          status: 200,
          body: store({
            id: idOf('cus'),
            object: 'customer',
            name: text(params, 'name') ?? null,
            email: text(params, 'email') ?? null,
            metadata: params.metadata ?? {},
            created: now(),
            livemode: false,
          }),
        };
      case 'checkout/sessions': {
        const session = store({
          id: idOf('cs'),
          object: 'checkout.session',
          mode: text(params, 'mode') ?? 'payment',
          customer: text(params, 'customer') ?? null,
          currency: text(params, 'currency') ?? null,
          success_url: text(params, 'success_url') ?? null,
          cancel_url: text(params, 'cancel_url') ?? null,
          metadata: params.metadata ?? {},
          setup_intent: null,
          status: 'open',
          livemode: false,
        });
        session.url = `${server.url}/checkout/${session.id}`;
        return { status: 200, body: session };
      }
      case 'payment_intents':
        return createPaymentIntent(params);
      case 'refunds':
        return createRefund(params);
      default:
        return missing('endpoint', path);
    }
  }

  async function completeCheckout(sessionId: string, cardNumber = '4242424242424242') {
    const session = objects.get(sessionId);
    if (!session || session.status !== 'open')
      throw new Error(`no open Checkout session ${sessionId}`);
    const digits = cardNumber.replace(/\D/g, '');
    const method = store({
      id: idOf('pm'),
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      card: { brand: brandOf(digits), last4: digits.slice(-4), exp_month: 12, exp_year: 2034 },
    });
    const setup = store({
      id: idOf('seti'),
      object: 'setup_intent',
      customer: session.customer,
      payment_method: method.id,
      status: 'succeeded',
      usage: 'off_session',
    });
    Object.assign(session, { setup_intent: setup.id, status: 'complete' });
    await deliver('checkout.session.completed', session);
    return String(session.success_url);
  }

  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const send = (response: ServerResponse, status: number, body: unknown, headers = {}) =>
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'request-id': idOf('req'),
        ...headers,
      })
      .end(JSON.stringify(body));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', server.url);
    const method = request.method ?? 'GET';
    const body = await read(request);
    const page = /^\/checkout\/(cs_test_\w+)$/.exec(url.pathname);
    if (page) {
      const session = objects.get(page[1]!);
      if (!session) return response.writeHead(404).end('No such Checkout session');
      if (method === 'GET')
        return response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(checkoutPage(session.id, String(session.cancel_url)));
      const card = new URLSearchParams(body).get('card_number') ?? undefined;
      return response.writeHead(303, { location: await completeCheckout(session.id, card) }).end();
    }
    if (request.headers.authorization !== `Bearer ${server.secretKey}`)
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    server.requests.push({ method, path: url.pathname, params });
    const key = request.headers['idempotency-key'];
    const stored = typeof key === 'string' ? idempotent.get(`${url.pathname} ${key}`) : undefined;
    let result: Answer;
    let headers = {};
    if (stored && stored.params !== JSON.stringify(params)) {
      result = stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
      });
    } else if (stored) {
      result = stored.answer;
      headers = { 'idempotent-replayed': 'true' };
    } else {
      result = answer(method, url.pathname, params);
      if (typeof key === 'string' && method === 'POST')
        idempotent.set(`${url.pathname} ${key}`, {
          params: JSON.stringify(params),
          answer: result,
        });
    }
    if (drops > 0 && method === 'POST') {
      // Done, then the connection is dropped before the answer: the caller cannot tell.
      drops -= 1;
      request.socket.destroy();
      return;
    }
    send(response, result.status, result.body, headers);
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const server: StripeTestServer = {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_loopback',
    webhookSecret: 'whsec_loopbacktestsecret',
    webhookUrl: options.webhookUrl,
    env: {},
    requests: [],
    deliveries: [],
    declineNext: (code = 'generic_decline') => void (decline = code),
    failNetwork: (times = 1) => void (drops = times),
    deliverTwice: (on = true) => void (twice = on),
    completeCheckout,
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Stop listening first: a connection accepted between the two would stay open, and a
        // client's request on it would wait out its whole timeout.
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
  server.env = {
    STRIPE_SECRET_KEY: server.secretKey,
    STRIPE_WEBHOOK_SECRET: server.webhookSecret,
    STRIPE_API_BASE: server.url,
  };
  return server;
}
