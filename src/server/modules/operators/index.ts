/**
 * Operators: who they are (ADMIN_EMAILS or a grant) and their grants. Each subject serves its
 * own console routes (invitations, agreements, claims queue, audit trail, ...).
 */
export {
  createOperatorAccess,
  NOT_AN_OPERATOR_MESSAGE,
  operatorOf,
  requireOperator,
  type OperatorAccess,
} from './operator-access.ts';
export { createOperatorGrants, type GrantView } from './operator-grants.service.ts';
