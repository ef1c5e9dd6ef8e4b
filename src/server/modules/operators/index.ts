/** Operators: who they are (ADMIN_EMAILS or a grant), their grants. */
export { createOperatorAccess, type OperatorAccess } from './operator-access.ts';
export { createOperatorGrants } from './operator-grants.service.ts';
