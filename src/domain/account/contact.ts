/** How a doula reaches support, as the Help page, Billing and the statements show it. */
export interface SupportContact {
  supportEmail: string;
  /** When someone answers, in words ("Monday to Friday, 9 a.m. to 5 p.m. Pacific time"). */
  supportHours: string;
  /** Where checks for her fees are mailed, on one line. */
  checkAddress: string;
}

/** The Help page: every "contact support" in a message leads there. */
export const HELP_PATH = '/help';

/** What a fresh start shows until the operator sets CHECK_MAILING_ADDRESS and SUPPORT_*. */
export const defaultSupportContact: SupportContact = {
  checkAddress: 'Doula Billing, PO Box 4521, Sacramento, CA 95812',
  supportEmail: 'support@example.com',
  supportHours: 'Monday to Friday, 9 a.m. to 5 p.m. Pacific time',
};
