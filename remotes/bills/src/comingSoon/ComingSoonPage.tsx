import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { ComingSoon } from '@topup/ui';

/** A bill service whose screen is not built yet. */
export function comingSoonPage(service: string) {
  return function ComingSoonPage() {
    return (
      <ComingSoon
        title={`${service} is coming soon`}
        action={
          <Link className="tu-button tu-button--secondary" to={paths.bills}>
            Back to all bills
          </Link>
        }
      >
        This service will be available here shortly. Other bills can be paid now.
      </ComingSoon>
    );
  };
}
