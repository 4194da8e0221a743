import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths, useLink } from '@topup/platform';
import { PRODUCT } from '@topup/rules';
import { CloseIcon, Logo, MenuIcon } from '@topup/ui';
import { useSiteContacts } from './useSiteSettings';
import './layouts.css';

// 'Services' is the bills remote's screen, by the name it declares (shown once the registry is read).
const headerLinks = (services: string | undefined) => [
  { to: '/about', label: 'About' },
  ...(services ? [{ to: services, label: 'Services' }] : []),
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/auth/register', label: 'Create Account' },
];

// Router links, so going home from another page does not reload the whole app.
const HOME = { pathname: '/', hash: '#home' };
const DOWNLOAD = { pathname: '/', hash: '#download' };

/** A router link to `/#id` scrolls to that element; to the top when the page has none. */
function useScrollToHash(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [pathname, hash]);
}

/** Spec 2.1: fixed header (with a mobile menu toggle) and footer around the public pages. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();
  const { phone, email } = useSiteContacts();
  const services = useLink('bills');
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
  useScrollToHash(pathname, hash);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="public">
      <header className="public-header">
        <Logo />
        <button
          ref={toggle}
          type="button"
          className="icon-button public-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="public-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="public-nav" className={`public-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          <Link to={HOME}>Home</Link>
          {headerLinks(services).map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
          <Link to={paths.login} className="tu-button tu-button--primary">
            Login
          </Link>
        </nav>
      </header>

      <main className="public-main" id="main">
        <Outlet />
      </main>

      <footer className="public-footer">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li><Link to={HOME}>Home</Link></li>
            <li><Link to="/about">About</Link></li>
            <li><Link to="/contact">Contact</Link></li>
            <li><Link to={DOWNLOAD}>Download App</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-policy">
          <h2 id="footer-policy">Policy Menu</h2>
          <ul>
            <li><Link to="/give-away">Giveaway Policy</Link></li>
            <li><Link to="/account-deletion-policy">Account Deletion</Link></li>
            <li><Link to="/terms">Terms of Service</Link></li>
            <li><Link to="/policy">Privacy Policy</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-connected">
          <h2 id="footer-connected">Get Connected</h2>
          <ul>
            <li><a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a></li>
            <li><a href={`mailto:${email}`}>{email}</a></li>
            <li>24/7 Online</li>
          </ul>
        </section>
        <p className="public-footer__legal">© {new Date().getFullYear()} {PRODUCT.name}</p>
      </footer>
    </div>
  );
}
