import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { PRODUCT } from '@topup/rules';
import { Newsletter } from './Newsletter';
import { useDocumentTitle } from './useDocumentTitle';
import './site.css';

const REGISTER = '/auth/register';

const SERVICES = [
  { title: 'Airtime', text: 'Recharge any MTN, Airtel, Glo or 9mobile line at a discount.' },
  { title: 'Data', text: 'Cheap data bundles for all four networks, delivered instantly.' },
  { title: 'Cable TV', text: 'Renew DStv, GOtv, Startimes and SHOWMAX subscriptions.' },
  { title: 'Electricity', text: 'Pay prepaid and postpaid meters and get your token at once.' },
  { title: 'Result Pin', text: 'Buy exam result checker pins in seconds.' },
  { title: 'Convert Airtime to Cash', text: 'Turn surplus airtime into money in your wallet.' },
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
          {SERVICES.map((service) => (
            <li key={service.title} className="tu-card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
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

      <Newsletter />
    </div>
  );
}
