import { Link } from 'react-router-dom';
import { Banknote, GraduationCap, Smartphone, Tv, Wifi, Zap, type LucideIcon } from 'lucide-react';
import { paths } from '@topup/platform';
import { EDUCATION_LABEL, PRODUCT } from '@topup/rules';
import { DownloadApp } from './DownloadApp';
import { Newsletter } from './Newsletter';
import { useDocumentTitle } from './useDocumentTitle';
import './site.css';

const REGISTER = '/auth/register';

const SERVICES: Array<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'Airtime', text: 'Recharge any MTN, Airtel, Glo or 9mobile line at a discount.', icon: Smartphone },
  { title: 'Data', text: 'Cheap data bundles for all four networks, delivered instantly.', icon: Wifi },
  { title: 'Cable TV', text: 'Renew DStv, GOtv, Startimes and SHOWMAX subscriptions.', icon: Tv },
  { title: 'Electricity', text: 'Pay prepaid and postpaid meters and get your token at once.', icon: Zap },
  { title: EDUCATION_LABEL, text: 'Buy exam result checker pins in seconds.', icon: GraduationCap },
  { title: 'Convert Airtime to Cash', text: 'Turn surplus airtime into money in your wallet.', icon: Banknote },
];

const REASONS = [
  'Automated wallet funding by card or bank transfer',
  'Automated, instant delivery',
  '24/7 support',
  'Invoices for every purchase',
];

/** Spec 2.2 home page. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="page site-home">
      <section className="site-hero" id="home" aria-labelledby="hero-title">
        <h1 id="hero-title">{PRODUCT.name}</h1>
        <p className="site-hero__tagline">{PRODUCT.tagline}</p>
        <p>Instant top-up for data, airtime, cable TV, electricity and result pins, any time of day.</p>
        <div className="site-actions">
          <Link className="tu-button tu-button--primary" to={paths.login}>
            Login
          </Link>
          <Link className="tu-button tu-button--secondary" to={REGISTER}>
            Register
          </Link>
        </div>
      </section>

      <section aria-labelledby="services-title">
        <h2 id="services-title">Our Services</h2>
        <ul className="site-services">
          {SERVICES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="tu-card">
              <span className="site-services__icon">
                <Icon aria-hidden="true" size={24} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="tu-card" aria-labelledby="offer-title">
        <h2 id="offer-title">What We Offer</h2>
        <p>Discounted data and airtime on every network, and every bill paid from one wallet.</p>
        <Link className="tu-button tu-button--primary" to={paths.login}>
          Get Discount
        </Link>
      </section>

      <section className="tu-card" aria-labelledby="why-title">
        <h2 id="why-title">Why {PRODUCT.name}</h2>
        <ul>
          {REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Link className="tu-button tu-button--secondary" to={REGISTER}>
          Create New Account
        </Link>
      </section>

      <DownloadApp />

      <Newsletter />
    </div>
  );
}
