/** The page a newsletter confirmation e-mail links to (double opt-in). */
export const newsletterConfirm = {
  title: 'Confirm your subscription',
  intro: 'Confirm that you want to receive our newsletter at the address this link was sent to.',
  confirm: 'Confirm subscription',
  tokenMissing: 'This confirmation link is incomplete: it carries no token. Sign up again on the home page.',
  home: 'Go to the home page',
} as const;
