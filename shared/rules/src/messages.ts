/*
 * Every user-facing message of the spec (sections 2, 4, 5 and 8), copied exactly, typos included.
 * One export per area (message-groups.ts; a module each in message-areas/), gathered as
 * MESSAGES (a namespace): a bundle that reads MESSAGES.login carries that group only.
 */
export * as MESSAGES from './message-groups';
