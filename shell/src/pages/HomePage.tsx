import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toErrorMessages } from '@topup/api-client';
import { paths, useApi, useToast } from '@topup/platform';
import { MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { PRODUCT_NAME } from '../layouts/Logo';
import './pages.css';

const SERVICES = ['Airtime', 'Data', 'Cable TV', 'Electricity', 'Result Pin', 'Convert Airtime to Cash'];

/** Spec 2.2. */
export function HomePage() {
  return (
    <div className="page home" id="home">
      <section className="hero">
        <h1>{PRODUCT_NAME}: cheap data, airtime and bills, delivered instantly</h1>
        <p>Fund your wallet automatically and pay for data, airtime, cable TV, electricity and result pins, 24/7.</p>
        <div className="actions">
          <Link className="tu-button tu-button--primary" to={paths.login}>Login</Link>
          <Link className="tu-button tu-button--secondary" to="/auth/register">Register</Link>
        </div>
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title">Our services</h2>
        <ul className="tiles">
          {SERVICES.map((service) => (
            <li key={service} className="tile">{service}</li>
          ))}
        </ul>
      </section>
      <section className="tu-card" aria-labelledby="offer-title">
        <h2 id="offer-title">What We Offer</h2>
        <p>Discounted data plans on MTN, Airtel, Glo and 9mobile, instant delivery and invoices for every purchase.</p>
        <Link className="tu-button tu-button--primary" to={paths.login}>Get Discount</Link>
      </section>
      <section className="tu-card" aria-labelledby="why-title">
        <h2 id="why-title">Why choose us</h2>
        <p>Automated wallet funding, automated delivery and round-the-clock support.</p>
        <Link className="tu-button tu-button--secondary" to="/auth/register">Create New Account</Link>
      </section>
      <Newsletter />
    </div>
  );
}

function Newsletter() {
  const api = useApi();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return toast.error(MESSAGES.newsletter.emailRequired);
    setBusy(true);
    try {
      toast.success((await api.subscribe(email.trim())).message);
      setEmail('');
    } catch (error) {
      toErrorMessages(error).forEach(toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="tu-card newsletter" onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" busy={busy}>{MESSAGES.newsletter.signUp}</Button>
    </form>
  );
}
