import { useRef, type ReactNode } from 'react';
import { usePageArrival } from './usePageArrival.js';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  /** Why the last submit failed, announced at once. */
  alert?: ReactNode;
  /** The line under the card's form: where else to go. */
  footer: ReactNode;
  children?: ReactNode;
}

/** The centred card every signed-out page sits in. */
export function AuthLayout({ title, subtitle, alert, footer, children }: AuthLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageArrival(heading);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} />
          Store Shield
        </div>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {alert && (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        )}
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </main>
  );
}
