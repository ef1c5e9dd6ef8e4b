/** Invitations to the private beta: checking a code at registration, and the operators' list. */
export {
  checkInvitationCode,
  createInvitationService,
  generateInvitationCode,
  hasRedeemed,
  redeem,
  type CodeCheck,
  type CreatedInvitations,
  type InvitationService,
} from './invitations.service.ts';
