import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PayerCatalog,
  payerMappingSchema,
  payerProfileCreateSchema,
  payerProfileRenameSchema,
  payerProfileVersionSchema,
} from '#domain/billing/index';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requireOperator } from '../operators/index.ts';
import { requireCompleteProfile } from '../profile/index.ts';

const profileParams = z.object({ profileId: z.string().min(1).max(100) }).strict();

/**
 * The payer catalog: read by doulas (the new-claim form runs the claim check with it; it holds
 * no PHI) and edited by operators. Every operator call is audited.
 */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx.operators);

  api.get(
    '/api/billing/catalog',
    { onRequest: requireCompleteProfile(ctx.profiles) },
    async (): Promise<{ catalog: PayerCatalog }> => ({ catalog: await ctx.payers.catalog() }),
  );

  api.get(
    '/api/operator/payer-profiles',
    { onRequest, config: { audit: { action: 'list', entity: 'payer_profile' } } },
    async () => ctx.payers.catalog(),
  );

  api.post(
    '/api/operator/payer-profiles',
    {
      onRequest,
      schema: { body: payerProfileCreateSchema },
      config: { audit: { action: 'create', entity: 'payer_profile' } },
    },
    async (request, reply) => {
      const profile = await ctx.payers.createProfile(request.body, currentUser(request).email);
      request.auditEntityId = profile.id;
      return reply.code(201).send(profile);
    },
  );

  api.patch(
    '/api/operator/payer-profiles/:profileId',
    {
      onRequest,
      schema: { params: profileParams, body: payerProfileRenameSchema },
      config: { audit: { action: 'rename', entity: 'payer_profile' } },
    },
    async (request) => {
      request.auditEntityId = request.params.profileId;
      return ctx.payers.renameProfile(request.params.profileId, request.body);
    },
  );

  api.post(
    '/api/operator/payer-profiles/:profileId/versions',
    {
      onRequest,
      schema: { params: profileParams, body: payerProfileVersionSchema },
      config: { audit: { action: 'create_version', entity: 'payer_profile' } },
    },
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

  api.put(
    '/api/operator/payer-mapping',
    {
      onRequest,
      schema: { body: payerMappingSchema },
      config: { audit: { action: 'update', entity: 'payer_mapping' } },
    },
    async (request) => ctx.payers.setMapping(request.body, currentUser(request).email),
  );
}
