import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="not-found lb-page">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page Not Found</h1>
      <p className="not-found__text">The page you are looking for does not exist or has moved.</p>
      <div className="not-found__actions">
        <Link to="/" className="lb-button lb-button--primary">
          Go Home
        </Link>
        <Link to="/sessions" className="lb-button lb-button--secondary">
          View Sessions
        </Link>
      </div>
    </section>
  );
}
