/** Invitations to the private beta: checking a code at registration, and the operators' list. */
export {
  checkInvitationCode,
  createInvitationService,
  hasRedeemed,
  redeem,
  type InvitationService,
} from './invitations.service.ts';
