// The groups of MESSAGES (messages.ts): every user-facing message of the spec (sections 2, 4, 5
// and 8), copied exactly, typos included. Entries marked "not in spec" fill a gap the spec
// leaves (a rule without a text).
// One module per area (message-areas/), so a bundle carries the areas it reads and no other:
// rspack keeps a module's exports used anywhere in the build, not per chunk.
export { newsletter } from './message-areas/newsletter';
export { login } from './message-areas/login';
export { passwordReset } from './message-areas/passwordReset';
export { register } from './message-areas/register';
export { resetPassword } from './message-areas/resetPassword';
export { phone } from './message-areas/phone';
export { cardFunding } from './message-areas/cardFunding';
export { virtualAccount } from './message-areas/virtualAccount';
export { charge } from './message-areas/charge';
export { airtime } from './message-areas/airtime';
export { data } from './message-areas/data';
export { cable } from './message-areas/cable';
export { electricity } from './message-areas/electricity';
export { exam } from './message-areas/exam';
export { airtimeToCash } from './message-areas/airtimeToCash';
export { purchase } from './message-areas/purchase';
export { order } from './message-areas/order';
export { walletTransfer } from './message-areas/walletTransfer';
export { bonusTransfer } from './message-areas/bonusTransfer';
export { profile } from './message-areas/profile';
export { bank } from './message-areas/bank';
export { changePassword } from './message-areas/changePassword';
export { contact } from './message-areas/contact';
export { shop } from './message-areas/shop';
export { receipt } from './message-areas/receipt';
export { callback } from './message-areas/callback';
export { layout } from './message-areas/layout';
export { busy } from './message-areas/busy';
export { confirm } from './message-areas/confirm';
