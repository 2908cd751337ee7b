import { Link } from 'react-router';
import { AREA_PATHS } from '@liftbook/shared/paths';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={`${styles.notFound} lb-page`}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link to="/" className="lb-button lb-button--primary">
          Go Home
        </Link>
        <Link to={AREA_PATHS.sessions} className="lb-button lb-button--secondary">
          View Sessions
        </Link>
      </div>
    </section>
  );
}
