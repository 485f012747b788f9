import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import styles from './errors.module.css';

/** The account data could not be loaded when the app started. */
export function AccountLoadError({ message }: { message: string }) {
  const { refreshAccount, logout } = useSession();
  return (
    <main className={styles.page}>
      <div className={styles.box} role="alert">
        <h1 className={styles.title}>We couldn't load your account</h1>
        <p className={styles.text}>{message || 'An unknown error occurred'}</p>
        <div className={styles.actions}>
          <Button onClick={() => void refreshAccount()}>Try again</Button>
          <Button variant="secondary" onClick={logout}>
            Log out
          </Button>
        </div>
      </div>
    </main>
  );
}
