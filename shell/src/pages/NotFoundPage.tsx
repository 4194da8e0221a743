import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="page">
      <h2>Page not found</h2>
      <p>There is nothing at this address.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
