import { Link } from 'react-router-dom';
import { paths, useCurrentUser } from '@topup/platform';
import { formatNaira } from '@topup/rules';
import { RemoteWidget } from '../federation/RemoteWidget';
import { useNav } from '../federation/useNav';
import { ReferralLink } from './account/ReferralLink';
import { NotificationBoard } from './NotificationBoard';
import { useDocumentTitle } from './site/useDocumentTitle';
import './pages.css';

/** Spec 2.6 /dashboard: balances, shortcuts, and widgets composed from the remotes. */
export function DashboardHome() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  // Shortcuts and services as the remotes declare them (remote.json `nav`, menus quick/services).
  const quick = useNav('quick');
  const services = useNav('services');

  return (
    <div className="page dashboard-home">
      <section className="balances" aria-label="Balances">
        <div className="balance tu-card">
          <h2>Wallet balance</h2>
          <p className="balance__amount">{user ? formatNaira(user.wallet_balance) : '…'}</p>
          <div className="actions">
            <Link className="tu-button tu-button--primary" to={paths.wallet}>Fund</Link>
            <Link className="tu-button tu-button--secondary" to="/dashboard/wallet-transfer">Send</Link>
          </div>
        </div>
        <div className="balance tu-card">
          <h2>Referral bonus</h2>
          <p className="balance__amount">{user ? formatNaira(user.bonus) : '…'}</p>
          <Link to="/dashboard/transfer-bonus">Transfer bonus</Link>
        </div>
      </section>

      <ReferralLink />
      <NotificationBoard />

      <section aria-labelledby="quick-title">
        <h2 id="quick-title">Quick access</h2>
        <ul className="tiles tiles--four">
          {quick.map((tile) => (
            <li key={tile.label}><Link className="tile" to={tile.to}>{tile.label}</Link></li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="bills-title">
        <h2 id="bills-title">Pay bills</h2>
        <ul className="tiles">
          {services.map((service) => (
            <li key={service.to}><Link className="tile" to={service.to}>{service.label}</Link></li>
          ))}
        </ul>
      </section>

      {/* Widgets name themselves (their card heading); a labelled wrapper would say it twice. */}
      <RemoteWidget name="FeaturedProducts" loadingLabel="Loading featured products" />
      <RemoteWidget name="RecentTransactions" loadingLabel="Loading recent transactions" />
    </div>
  );
}
