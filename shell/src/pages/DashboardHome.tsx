import { useCurrentUser } from '@topup/platform';
import { RemoteWidget } from '../federation/RemoteWidget';
import { ReferralLink } from './account/ReferralLink';
import { BalanceCard } from './dashboard/BalanceCard';
import { greetingFor } from './dashboard/greeting';
import { ServiceTiles } from './dashboard/ServiceTiles';
import { NotificationBoard } from './NotificationBoard';
import { useDocumentTitle } from './site/useDocumentTitle';
import './pages.css';

/**
 * Spec 2.6 /dashboard, phone first: who and how much, then what to do. Slots for what loads later
 * keep their height from the start (no layout shift).
 */
export function DashboardHome() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();

  return (
    <div className="page dashboard-home">
      <h1 className="dashboard-home__greeting">
        {greetingFor(new Date())}
        {user ? `, ${user.first_name}` : ''}
      </h1>
      <BalanceCard />
      <ServiceTiles />
      {/* Widgets name themselves (their card heading); a labelled wrapper would say it twice. */}
      <div className="widget-slot widget-slot--products">
        <RemoteWidget name="FeaturedProducts" loadingLabel="Loading featured products" />
      </div>
      <ReferralLink />
      <div className="widget-slot widget-slot--transactions">
        <RemoteWidget name="RecentTransactions" loadingLabel="Loading recent transactions" />
      </div>
      <NotificationBoard />
    </div>
  );
}
