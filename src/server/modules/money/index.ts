/** Money at a glance: billed, expected, paid and outstanding, for a doula and for operators. */
export { createMoneyService } from './money.service.ts';
