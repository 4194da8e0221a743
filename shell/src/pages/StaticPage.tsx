import { Link } from 'react-router-dom';

/** Public information pages; their full copy arrives with the content issue. */
const PAGES: Record<string, { title: string; body: string }> = {
  about: { title: 'About', body: 'We are an instant top-up platform for cheap mobile data, airtime, cable TV, electricity and result pins.' },
  pricing: { title: 'Pricing', body: 'Sample data plans on MTN, Airtel, Glo and 9mobile: 500MB for 30 days at ₦130, 1GB at ₦260, 2GB at ₦520.' },
  contact: { title: 'Contact Us', body: 'Write to us any time: we are online 24/7.' },
  policy: { title: 'Privacy Policy', body: 'How we collect, use and protect your personal data.' },
  terms: { title: 'Terms of Service', body: 'The terms that apply when you use our services.' },
  'give-away': { title: 'Giveaway Policy', body: 'How our giveaways work and who can take part.' },
  'account-deletion-policy': { title: 'Account Deletion', body: 'How to ask for your account and data to be deleted.' },
};

export function StaticPage({ page }: { page: keyof typeof PAGES }) {
  const { title, body } = PAGES[page]!;
  return (
    <article className="page">
      <h1>{title}</h1>
      <p>{body}</p>
      {page === 'pricing' && <Link className="tu-button tu-button--primary" to="/auth/register">Become A Vendor</Link>}
    </article>
  );
}

export const STATIC_PAGES = Object.keys(PAGES);
