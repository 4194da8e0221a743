import { Link } from 'react-router-dom';
import { BILL_SERVICES, paths } from '@topup/platform';
import { BuildLabel } from '../buildLabel/BuildLabel';
import './allBills.css';

export function AllBillsPage() {
  return (
    <section aria-label="All bills">
      <ul className="bills-grid">
        {BILL_SERVICES.map((service) => (
          <li key={service.slug}>
            <Link className="tu-card bills-tile" to={paths.bill(service.slug)}>
              <strong>{service.label}</strong>
              <span>{service.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <BuildLabel />
    </section>
  );
}
