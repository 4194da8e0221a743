// The groups of UI_MESSAGES (ui-messages.ts): interface strings the spec implies but does not
// spell out, one export per area so that bundles keep only the areas they read.
// One module per area (ui-message-areas/): rspack keeps a module's exports used anywhere in the
// build, not per chunk, so one module of every area put them all in whichever chunk read one.
export { network } from './ui-message-areas/network';
export { providerUnavailable } from './ui-message-areas/providerUnavailable';
export { account } from './ui-message-areas/account';
export { logout } from './ui-message-areas/logout';
export { balance } from './ui-message-areas/balance';
export { money } from './ui-message-areas/money';
export { airtimeToCash } from './ui-message-areas/airtimeToCash';
export { history } from './ui-message-areas/history';
export { receipt } from './ui-message-areas/receipt';
export { referral } from './ui-message-areas/referral';
export { shop } from './ui-message-areas/shop';
export { wallet } from './ui-message-areas/wallet';
export { resetPassword } from './ui-message-areas/resetPassword';
export { content } from './ui-message-areas/content';
export { staff } from './ui-message-areas/staff';
export { appError } from './ui-message-areas/appError';
export { paymentSheet } from './ui-message-areas/paymentSheet';
export { copy } from './ui-message-areas/copy';
export { newsletterConfirm } from './ui-message-areas/newsletterConfirm';
