import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, useLink } from '@topup/platform';
import { COMPLAINT_MESSAGES, routeHeading } from '@topup/rules';
import { BackIcon, BellIcon, Logo } from '@topup/ui';
import { useUnreadTickets } from './useUnreadTickets';

/** Spec 2.4: the logo on /dashboard; elsewhere a back arrow and the route name as heading. */
export function TopBar({ heading, inert = false }: { heading: string | null; inert?: boolean }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  // Spec 2.4: the bell leads to History; with news on a ticket (ADR 0027) it counts them and
  // leads to the tickets, in History too.
  const tickets = useLink('tickets');
  const history = useLink('history');
  const unread = useUnreadTickets(pathname);
  const news = tickets !== undefined && unread > 0;
  const bell = news ? tickets : history;
  const atHome = pathname.replace(/\/+$/, '') === paths.dashboard;
  // react-router keys the entry the visit started on 'default' (history.state.idx 0): there,
  // history -1 would leave the app (or close to about:blank), so Back goes to the dashboard instead.
  const back = () => (key === 'default' ? navigate(paths.dashboard, { replace: true }) : navigate(-1));

  return (
    <header className="top-bar" inert={inert}>
      {atHome ? (
        <Logo to={paths.dashboard} />
      ) : (
        <>
          <button type="button" className="icon-button" aria-label="Back" onClick={() => void back()}>
            <BackIcon />
          </button>
          <h1 className="top-bar__title">{heading ?? routeHeading(pathname)}</h1>
        </>
      )}
      {bell && (
        <Link to={bell} className="icon-button top-bar__bell" aria-label={news ? COMPLAINT_MESSAGES.ui.bell(unread) : 'Transactions'}>
          <BellIcon />
          {news && (
            <span className="top-bar__badge" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Link>
      )}
    </header>
  );
}
