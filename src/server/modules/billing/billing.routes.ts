import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type PayerCatalog,
  payerMappingSchema,
  payerProfileRenameSchema,
} from '#domain/billing/index';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireCompleteProfile, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';

const profileParams = z.object({ profileId: z.string().min(1).max(100) }).strict();
/**
 * A profile or version is checked against its rules by the service (the same shared schemas),
 * which tells a malformed body (400) from one that breaks a billing rule (422); the route only
 * asks for a JSON object.
 */
const profileBody = z.record(z.string(), z.unknown());

/**
 * The payer catalog: read by doulas (the new-claim form runs the claim check with it; it holds
 * no PHI) and edited by operators. Every operator call is audited.
 */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = auditedRoutes(app, requireOperator(ctx.operators));

  app.get(
    '/api/billing/catalog',
    { onRequest: requireCompleteProfile(ctx.profiles) },
    async (): Promise<{ catalog: PayerCatalog }> => ({ catalog: await ctx.payers.catalog() }),
  );

  operator.get(
    '/api/operator/payer-profiles',
    { action: 'list', entity: 'payer_profile' },
    {},
    async () => ctx.payers.catalog(),
  );

  operator.create(
    '/api/operator/payer-profiles',
    { action: 'create', entity: 'payer_profile' },
    { body: profileBody },
    (request) => ctx.payers.createProfile(request.body, currentUser(request).email),
  );

  operator.patch(
    '/api/operator/payer-profiles/:profileId',
    { action: 'rename', entity: 'payer_profile' },
    { params: profileParams, body: payerProfileRenameSchema },
    async (request) => {
      request.auditEntityId = request.params.profileId;
      return ctx.payers.renameProfile(request.params.profileId, request.body);
    },
  );

  operator.post(
    '/api/operator/payer-profiles/:profileId/versions',
    { action: 'create_version', entity: 'payer_profile' },
    { params: profileParams, body: profileBody },
    async (request, reply) => {
      const { profileId } = request.params;
      request.auditEntityId = profileId;
      const profile = await ctx.payers.addVersion(
        profileId,
        request.body,
        currentUser(request).email,
      );
      return reply.code(201).send(profile);
    },
  );

  operator.put(
    '/api/operator/payer-profiles/:profileId/prompt-pay',
    { action: 'update_prompt_pay', entity: 'payer_profile' },
    { params: profileParams, body: profileBody },
    async (request) => {
      request.auditEntityId = request.params.profileId;
      return ctx.payers.setPromptPayRules(request.params.profileId, request.body);
    },
  );

  operator.put(
    '/api/operator/payer-mapping',
    { action: 'update', entity: 'payer_mapping' },
    { body: payerMappingSchema },
    async (request) => ctx.payers.setMapping(request.body, currentUser(request).email),
  );
}
