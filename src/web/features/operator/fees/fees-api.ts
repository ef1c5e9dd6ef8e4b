import type { z } from 'zod';
import type { CardPaymentView, FeeRefundView, feeRefundSchema } from '#domain/fees/card-fees';
import type {
  DoulaFeesView,
  FeePriceView,
  FeeStatementView,
  UnpaidStatementView,
  feeCreditSchema,
  feePaymentSchema,
  feePriceSetSchema,
} from '#domain/fees/requests';
import { listKey, sendJson, useOperatorChange, usePagedList } from '../operator-query.ts';

const base = '/api/operator/fees';
const prices = `${base}/prices`;
const doulas = `${base}/doulas`;
const unpaid = `${base}/unpaid`;
const cardPayments = `${base}/card-payments`;
/** What a credit or a payment changes: what each doula owes and which statements are unpaid. */
const owed = [listKey(doulas), listKey(unpaid)] as const;

export const usePrices = () => usePagedList<FeePriceView>(prices);

/** Fees by doula, of one statement month (`YYYY-MM`) or, with '', of every month. */
export const useDoulaFees = (month: string) =>
  usePagedList<DoulaFeesView>(doulas, month ? { month } : {});

export const useUnpaidStatements = () => usePagedList<UnpaidStatementView>(unpaid);

export const useSetPrice = () =>
  useOperatorChange(
    (input: z.input<typeof feePriceSetSchema>) =>
      sendJson<FeePriceView>('PUT', `${base}/price`, input),
    [listKey(prices)],
  );

export const useCreditClaim = () =>
  useOperatorChange(
    (input: z.input<typeof feeCreditSchema>) =>
      sendJson<{ id: string; formId: string }>('POST', `${base}/credits`, input),
    owed,
  );

export const useRecordPayment = () =>
  useOperatorChange(
    (input: z.input<typeof feePaymentSchema>) =>
      sendJson<{ id: string; statement: FeeStatementView }>('POST', `${base}/payments`, input),
    owed,
  );

export const useCardPayments = () => usePagedList<CardPaymentView>(cardPayments);

/** A refund gives a payment back: her statement owes it again. */
export const useRefundPayment = () =>
  useOperatorChange(
    (input: z.input<typeof feeRefundSchema>) =>
      sendJson<FeeRefundView>('POST', `${base}/refunds`, input),
    [...owed, listKey(cardPayments)],
  );
