/*
 * Interface strings the spec implies but does not spell out (it names the feature, not the text).
 * Screens import them from here, like the spec's own messages.
 */
export const PRODUCT = {
  name: 'Topup Naija',
  tagline: 'Cheap Data, Airtime and Bill Payments',
} as const;

/**
 * How long the web client waits for any API answer before giving up, so a hung API ends in a
 * screen's failed/Retry state rather than an endless spinner.
 */
export const API_REQUEST_TIMEOUT_MS = 15_000;

// One export per area, gathered as UI_MESSAGES (a namespace): a screen that reads
// UI_MESSAGES.history carries that group only, where one object literal brought every message.
export * as UI_MESSAGES from './ui-message-groups';
