import type { PublicConfig } from '#domain/account/public-config';
import { formatCents } from '#domain/billing/money';
import { howFeesArePaid } from '#domain/fees/how-to-pay';
import type { AppContext } from '../../app-context.ts';
import { createFeeService } from '../fees/index.ts';

/**
 * The settings anyone may know before sign-in: answered at /api/public-config and written into
 * the public pages the server serves (decision 066), so both say the same.
 */
export async function publicConfigOf(ctx: AppContext): Promise<PublicConfig> {
  const feeCents = await createFeeService(ctx.db).currentPrice();
  const { contact } = ctx.config;
  return {
    introSessionUrl: ctx.config.introSessionUrl,
    feePerClaim: formatCents(feeCents),
    howFeesArePaid: howFeesArePaid({
      cardPayments: ctx.cardPayments.configured,
      checkAddress: contact.checkAddress,
    }),
    ...contact,
  };
}
