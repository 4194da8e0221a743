import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { useDocumentTitle } from './site/useDocumentTitle';

const TITLE = 'Page not found';

/** A missing page. Inside the dashboard the way back is the dashboard, not the public home page. */
export function NotFoundPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle(TITLE);
  // The dashboard's top bar already holds the page's h1.
  const Heading = inDashboard ? 'h2' : 'h1';
  return (
    <section className="page">
      <Heading>{TITLE}</Heading>
      <p>There is nothing at this address.</p>
      {inDashboard ? <Link to={paths.dashboard}>Go to the dashboard</Link> : <Link to="/">Go to the home page</Link>}
    </section>
  );
}
