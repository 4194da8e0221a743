import { Link } from 'react-router-dom';
import { PRODUCT } from '@topup/rules';

export const PRODUCT_NAME = PRODUCT.name;

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${PRODUCT_NAME} home`}>
      <span className="logo__mark" aria-hidden="true">₦</span>
      <span className="logo__text">{PRODUCT_NAME}</span>
    </Link>
  );
}
