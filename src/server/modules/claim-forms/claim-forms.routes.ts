import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MAX_CLAIMS_PER_PDF } from '#domain/claims/claim-forms';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../errors/index.ts';
import { currentUser, requireCompleteProfile, requireOperator } from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { isUuid } from '../lists/index.ts';
import { type ClaimPdf, createClaimFormService } from './claim-forms.service.ts';
import { promptPayLetterFor } from './prompt-pay-letter.ts';

/** "with-form" draws the red form too (records, portal uploads); "data-only" prints onto red forms. */
const formQuery = z.enum(['with-form', 'data-only']).default('with-form');

const sendPdf = (reply: FastifyReply, pdf: ClaimPdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf.bytes));

/**
 * CMS-1500 PDFs. The URL carries claim ids or form IDs only (no health information); each
 * download is audited with the claims it printed.
 */
export async function claimFormRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const forms = createClaimFormService({ claims: ctx.claims, profiles: ctx.profiles });

  doula.get(
    '/api/claims/:id/cms1500',
    { action: 'print', entity: 'claim' },
    {
      params: z.object({ id: z.string().max(100) }),
      querystring: z.object({ form: formQuery }),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      request.auditEntityId = id;
      return sendPdf(reply, await forms.forOwner(currentUser(request), id, request.query.form));
    },
  );

  doula.get(
    '/api/claims/:id/prompt-pay-letter',
    { action: 'print_prompt_pay_letter', entity: 'claim' },
    { params: z.object({ id: z.string().max(100) }) },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      request.auditEntityId = id;
      const deps = { claims: ctx.claims, profiles: ctx.profiles };
      return sendPdf(reply, await promptPayLetterFor(deps, currentUser(request), id));
    },
  );

  operator.get(
    '/api/operator/claims/cms1500',
    { action: 'operator_print', entity: 'claim' },
    {
      querystring: z.object({
        ids: z
          .string()
          .max(MAX_CLAIMS_PER_PDF * 40)
          .transform((value) =>
            value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        form: formQuery,
      }),
    },
    async (request, reply) => {
      const { ids, form } = request.query;
      request.auditEntityId = ids.join(',');
      return sendPdf(reply, await forms.forOperator(ids, form));
    },
  );
}
