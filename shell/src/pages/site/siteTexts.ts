/** The static pages whose text lives in the site settings (spec 2.6 and 3). */
export const SITE_TEXT_PAGES = [
  { path: 'about', title: 'About Us', settingKey: 'ABOUT_US' },
  { path: 'terms', title: 'Terms of Service', settingKey: 'TERMS_OF_SERVICE' },
  { path: 'policy', title: 'Privacy Policy', settingKey: 'PRIVACY_POLICY' },
  { path: 'give-away', title: 'Giveaway Policy', settingKey: 'GIVE_AWAY_POLICY' },
  { path: 'account-deletion-policy', title: 'Account Deletion Policy', settingKey: 'ACCOUNT_DELETION_POLICY' },
] as const;

export type SiteTextPageInfo = (typeof SITE_TEXT_PAGES)[number];

/** Plain text to paragraphs: blank lines separate them; single line breaks stay inside one. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
