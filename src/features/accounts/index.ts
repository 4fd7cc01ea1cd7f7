// Accounts and fees (issue 4): the operator account page (Screen.merchantHome, with the balance), service-charge
// orders, prepaid fee strategies and platform fee bills. The screens are default exports of their own modules,
// loaded lazily by the shell's screen registry.
export { billPeriod, formatShare } from './fees.ts';
export { accountWords } from './words.ts';
