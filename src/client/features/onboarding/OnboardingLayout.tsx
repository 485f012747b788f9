import type { ReactNode } from 'react';
import { useSignOut } from '../../routes/useSignOut.js';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import styles from './onboarding.module.css';

/** The page around the onboarding wizard: brand, who is signed in, and a way out. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const { name } = useSession();
  const signOut = useSignOut();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" />
          Store Shield
        </div>
        <div className={styles.user}>
          <span className={styles.userName}>{name}</span>
          <Button variant="secondary" onClick={signOut}>
            Logout
          </Button>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

export const onboardingStyles = styles;
