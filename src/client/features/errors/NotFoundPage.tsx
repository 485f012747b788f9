import { Link } from 'wouter';
import { buttonClass } from '../../ui/Button.js';
import styles from './errors.module.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.text}>The page you're looking for doesn't exist or has been moved.</p>
        <Link href="/" className={buttonClass()}>
          Go to Dashboard
        </Link>
      </div>
    </main>
  );
}
