/** Copy buttons: an API key, a signing secret, a meter token, an account number. */
export const copy = {
  button: 'Copy',
  copied: 'Copied',
  label: (what: string) => `Copy ${what}`,
  done: (what: string) => `${what} copied`,
  failed: (what: string) => `Copy failed: select the ${what.toLowerCase()} and copy it by hand.`,
} as const;
