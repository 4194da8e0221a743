import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { ComingSoon } from '@topup/ui';

/** A wallet screen not built yet: says so and leads back to the dashboard. */
export function walletPlaceholder(feature: string) {
  return function WalletPlaceholder() {
    return (
      <ComingSoon
        title={`${feature} is coming soon`}
        action={
          <Link className="tu-button tu-button--secondary" to={paths.dashboard}>
            Back to dashboard
          </Link>
        }
      >
        This part of the wallet will be available here shortly.
      </ComingSoon>
    );
  };
}
