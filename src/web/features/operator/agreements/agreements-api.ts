import type { AgreementPublishInput, OperatorAgreement } from '#domain/agreements';
import { listKey, sendJson, useOperatorChange, usePagedList } from '../operator-query.ts';

const path = '/api/operator/agreements';

export const useAgreements = () => usePagedList<OperatorAgreement>(path);

export const usePublishAgreement = () =>
  useOperatorChange(
    (input: AgreementPublishInput) => sendJson<OperatorAgreement>('POST', path, input),
    [listKey(path)],
  );
