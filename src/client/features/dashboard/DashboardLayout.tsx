import type { ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useSession } from '../../state/session.js';
import styles from './dashboard.module.css';
import { PastDueBanner } from './PastDueBanner.js';
import { cx } from '../../ui/cx.js';

const LINKS = [
  { href: '/stores', label: 'Stores', adminOnly: true, match: (p: string) => p === '/' || p.startsWith('/stores') },
  { href: '/whitelist', label: 'Whitelist IPs', adminOnly: false, match: (p: string) => p.startsWith('/whitelist') },
  { href: '/users', label: 'Users', adminOnly: true, match: (p: string) => p.startsWith('/users') },
];

/**
 * The dashboard frame: the 250 px sidebar and the page beside it. Only accounts that finished
 * onboarding see it, and only with the role the page allows (`adminOnly`: where others go instead).
 */
export function DashboardLayout({ children, adminOnly }: { children: ReactNode; adminOnly?: 'to-whitelist' | 'to-home' }) {
  const [location] = useLocation();
  const { userRole, onboardingStep, logout } = useSession();
  if (onboardingStep !== 'COMPLETED') return <Redirect key="/onboarding" to="/onboarding" replace />;
  // Keyed by target: wouter's Redirect navigates when it mounts, and /users -> / -> /whitelist must go twice.
  if (adminOnly && userRole !== 'ADMIN') {
    const to = adminOnly === 'to-whitelist' ? '/whitelist' : '/';
    return <Redirect key={to} to={to} replace />;
  }
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Main">
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" />
          Store Shield
        </div>
        <div className={styles.nav}>
          {LINKS.filter((l) => !l.adminOnly || userRole === 'ADMIN').map((l) => {
            const active = l.match(location);
            return (
              <Link key={l.href} href={l.href} className={cx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined}>
                {l.label}
              </Link>
            );
          })}
        </div>
        <button type="button" className={cx(styles.link, styles.logout)} onClick={logout}>
          Logout
        </button>
      </nav>
      <main className={styles.content}>
        <PastDueBanner />
        {children}
      </main>
    </div>
  );
}
