import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { ComingSoon } from '@topup/ui';

/** A shop screen not built yet: says so and leads back to the dashboard. */
export function ShopPlaceholder() {
  return (
    <ComingSoon
      title="The shop is coming soon"
      action={
        <Link className="tu-button tu-button--secondary" to={paths.dashboard}>
          Back to dashboard
        </Link>
      }
    >
      Gadgets and accessories will be on sale here shortly.
    </ComingSoon>
  );
}
