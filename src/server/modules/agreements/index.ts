/** Business Associate Agreement versions: publishing, the current one, the console's list. */
export { createAgreementService, type AgreementService } from './agreements.service.ts';
export { TEMPLATE_AGREEMENT_VERSION } from './template-agreement.ts';
export { recordAgreementAcceptance } from './agreements.repository.ts';
