/** A provider staff switched off: listed, not choosable. */
export const providerUnavailable = (title: string) => `${title} (temporarily unavailable)`;
