import { randomBytes } from 'node:crypto';

/** Form-encoded parameters as Stripe reads them: `metadata[reference]=x` → { metadata: { reference: 'x' } }. */
export type StripeObject = Record<string, unknown> & { id: string };
export interface Answer {
  status: number;
  body: unknown;
}

export type Params = { [key: string]: string | Params };

export function parseForm(body: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = params;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return params;
}

export const text = (params: Params, key: string) => {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
};

export const idOf = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** A test card's brand from its first digit, as Stripe's test numbers go. */
export function brandOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'unknown';
}

/** Stripe's error body (https://docs.stripe.com/api/errors), with its HTTP status. */
export function stripeError(
  status: number,
  error: {
    type: string;
    message: string;
    code?: string;
    decline_code?: string;
    [key: string]: unknown;
  },
) {
  return { status, body: { error } };
}

/** The page that stands in for Stripe's hosted Checkout page in setup mode. */
export function checkoutPage(sessionId: string, cancelUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Add a card — test Stripe Checkout</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:1rem 0 .25rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}button{margin-top:1.5rem;font-size:1rem;padding:.6rem 1.2rem}</style>
</head><body>
<h1>Save a card for future payments</h1>
<p>Test mode: this page stands in for Stripe's own Checkout page.</p>
<form method="post" action="/checkout/${sessionId}">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" value="12 / 34">
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" value="123">
<button type="submit">Save card</button>
</form>
<p><a href="${cancelUrl}">Cancel</a></p>
</body></html>`;
}
