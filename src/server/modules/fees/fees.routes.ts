import type { FastifyInstance } from 'fastify';
import { operatorPageQuerySchema } from '#domain/common/list-page';
import {
  feeCreditSchema,
  feeDoulasQuerySchema,
  feeMonthParamsSchema,
  feePaymentSchema,
  feePriceSetSchema,
} from '#domain/fees/requests';
import { feeChargeRunSchema, feeRefundSchema } from '#domain/fees/card-fees';
import type { AppContext } from '../../app-context.ts';
import {
  currentUser,
  operatorOf,
  requireCompleteProfile,
  requireOperator,
} from '../../access/index.ts';
import { auditedRoutes } from '../../routes/audited-routes.ts';
import { createCardFees } from './card-fees.service.ts';
import { createFeeService } from './fees.service.ts';

/**
 * Her Billing page (her own ledger only: another doula's statement month is simply not found)
 * and the console's Fees section: the price per claim, fees by doula, unpaid statements, a
 * claim's fee credited and a check recorded, each audited.
 */
export async function feeRoutes(app: FastifyInstance, ctx: AppContext) {
  const doula = auditedRoutes(app, requireCompleteProfile(ctx.profiles));
  const operator = auditedRoutes(app, requireOperator(ctx.operators));
  const fees = createFeeService(ctx.db, {
    cardPayments: ctx.cardPayments.configured,
    contact: ctx.config.contact,
  });
  const cardFees = createCardFees(ctx.db, ctx.cardPayments);

  doula.get('/api/fees', { action: 'read', entity: 'fee_ledger' }, {}, async (request) =>
    fees.overview(currentUser(request).id),
  );

  // Her banner on every screen: a card payment that did not go through, and what it means.
  doula.get(
    '/api/fees/notice',
    { action: 'read', entity: 'fee_statement' },
    {},
    async (request) => ({
      notice: await cardFees.notice(currentUser(request).id),
    }),
  );

  doula.get(
    '/api/fees/statements/:month',
    { action: 'read', entity: 'fee_statement' },
    { params: feeMonthParamsSchema },
    async (request) => {
      request.auditEntityId = request.params.month;
      return fees.statementDetail(currentUser(request).id, request.params.month);
    },
  );

  doula.get(
    '/api/fees/statements/:month/pdf',
    { action: 'print', entity: 'fee_statement' },
    { params: feeMonthParamsSchema },
    async (request, reply) => {
      request.auditEntityId = request.params.month;
      const pdf = await fees.statementPdf(currentUser(request).id, request.params.month);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  const base = '/api/operator/fees';
  operator.list(`${base}/prices`, 'fee_price', operatorPageQuerySchema, (query) =>
    fees.listPrices(query),
  );
  operator.put(
    `${base}/price`,
    { action: 'update', entity: 'fee_price' },
    { body: feePriceSetSchema },
    async (request) => {
      const price = await fees.setPrice(request.body, operatorOf(request).email);
      request.auditEntityId = price.effectiveFrom;
      return price;
    },
  );
  operator.list(`${base}/doulas`, 'fee_ledger', feeDoulasQuerySchema, (query) =>
    fees.doulaFees(query),
  );
  operator.list(`${base}/unpaid`, 'fee_statement', operatorPageQuerySchema, (query) =>
    fees.unpaidStatements(query),
  );
  operator.list(`${base}/card-payments`, 'fee_ledger', operatorPageQuerySchema, (query) =>
    fees.cardPayments(query),
  );
  operator.create(
    `${base}/credits`,
    { action: 'credit', entity: 'claim' },
    { body: feeCreditSchema },
    (request) => fees.creditClaim(request.body, operatorOf(request).email),
  );
  operator.create(
    `${base}/payments`,
    { action: 'record_payment', entity: 'fee_ledger' },
    { body: feePaymentSchema },
    (request) => fees.recordPayment(request.body, operatorOf(request).email),
  );
  // The monthly run by hand (the job runs it on the first of each month), and a card refund.
  operator.post(
    `${base}/charges`,
    { action: 'charge', entity: 'fee_statement' },
    { body: feeChargeRunSchema },
    async (request) => {
      request.auditEntityId = request.body.month;
      return cardFees.chargeMonth(request.body);
    },
  );
  operator.create(
    `${base}/refunds`,
    { action: 'refund', entity: 'fee_ledger' },
    { body: feeRefundSchema },
    async (request) => {
      request.auditEntityId = request.body.paymentId;
      return cardFees.refund(request.body, operatorOf(request).email);
    },
  );
}
