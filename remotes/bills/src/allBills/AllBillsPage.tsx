import { Link } from 'react-router-dom';
import { BuildLabel } from '@topup/ui';
import { PURCHASE_KINDS } from '@topup/rules';
import { billPath } from '../billPath';
import './allBills.css';

export function AllBillsPage() {
  return (
    <section aria-label="All bills">
      <ul className="bills-grid">
        {PURCHASE_KINDS.map((kind) => (
          <li key={kind.slug}>
            <Link className="tu-card bills-tile" to={billPath(kind.slug)}>
              <strong>{kind.label}</strong>
              <span>{kind.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
      <BuildLabel />
    </section>
  );
}
