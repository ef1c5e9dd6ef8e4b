import type { AgreementPublishInput, OperatorAgreement } from '#domain/account/agreements';
import { useListWrite, usePagedList } from '../operator-query.ts';

const path = '/api/operator/agreements';

export const useAgreements = () => usePagedList<OperatorAgreement>(path);

export const usePublishAgreement = () =>
  useListWrite<AgreementPublishInput, OperatorAgreement>('POST', path);
