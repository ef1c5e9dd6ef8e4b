/**
 * The price of one accepted claim when no operator has set one. A module of its own without zod:
 * the signed-out page loads it, and must not load the schema library with it. The price is
 * written like every amount, with `formatCents` ("$10.00").
 */
export const DEFAULT_FEE_CENTS = 1000;
