/** A provider staff switched off (issue 12): listed, not choosable. */
export const providerUnavailable = (title: string) => `${title} (temporarily unavailable)`;
