import type { FastifyInstance } from 'fastify';
import { cardSetupSchema } from '#domain/fees/card-payments';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile } from '../../access/index.ts';
import { notFound } from '../../errors/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';

const entity = 'card_payment';

/** Her card on file (brand and last four only) and "Add a card", for the registered doula. */
export async function cardRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const cards = ctx.cardPayments;

  doula.get('/api/card', { action: 'read', entity }, {}, async (request) =>
    cards.status(currentUser(request).id),
  );

  doula.post(
    '/api/card/setup',
    { action: 'setup', entity },
    { body: cardSetupSchema },
    async (request) => {
      const user = currentUser(request);
      const business = await ctx.profiles.businessOf(user.id);
      if (!business) throw notFound();
      return cards.startCardSetup({
        userId: user.id,
        businessName: business.businessName,
        email: business.email,
      });
    },
  );
}

/**
 * Stripe's webhooks. Not a person's route: no session, no CSRF header; the Stripe-Signature
 * header over the exact bytes received is the access check (access matrix: signature). The body
 * is kept raw for that check, so this plugin reads JSON as bytes, for this route alone (the
 * API's 64 KiB limit stands: Stripe's events are a few kilobytes).
 */
export async function stripeWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/stripe/webhook',
    { config: { signatureScoped: true, audit: { action: 'webhook', entity } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await ctx.cardPayments.applyWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true, outcome };
    },
  );
}
