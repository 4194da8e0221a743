import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../admin.css';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * A back-office screen's frame (ADR 0028): breadcrumbs from the overview down to this page, its
 * title (the document's too) and a slot for its actions (export, save).
 */
export function AdminPage({ title, trail = [], actions, children }: { title: string; trail?: Crumb[]; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Back office`;
  }, [title]);
  const id = `page-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="admin-page" aria-labelledby={id}>
      <div className="admin-page__head">
        <div>
          <nav aria-label="Breadcrumbs" className="admin-crumbs">
            <ol>
              <li>
                <Link to="/admin">Back office</Link>
              </li>
              {trail.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 id={id}>{title}</h1>
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
