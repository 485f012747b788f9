import type { ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Private } from '../../routes/Private.js';
import { useSession } from '../../state/session.js';
import styles from './dashboard.module.css';
import { PastDueBanner } from './PastDueBanner.js';
import { cx } from '../../ui/cx.js';

const LINKS = [
  { href: '/stores', label: 'Stores', adminOnly: true, match: (p: string) => p === '/' || p.startsWith('/stores') },
  { href: '/analytics', label: 'Analytics', adminOnly: true, match: (p: string) => p.startsWith('/analytics') },
  { href: '/whitelist', label: 'Whitelist IPs', adminOnly: false, match: (p: string) => p.startsWith('/whitelist') },
  { href: '/users', label: 'Users', adminOnly: true, match: (p: string) => p.startsWith('/users') },
  { href: '/settings', label: 'Settings', adminOnly: false, match: (p: string) => p.startsWith('/settings') },
];

/**
 * The dashboard frame: the 250 px sidebar and the page beside it. Only accounts that finished
 * onboarding see it, and only with the role the page allows (`adminOnly`: where others go instead).
 */
export function DashboardLayout(props: DashboardProps) {
  return (
    <Private>
      <DashboardFrame {...props} />
    </Private>
  );
}

interface DashboardProps {
  children: ReactNode;
  adminOnly?: 'to-whitelist' | 'to-home';
}

function DashboardFrame({ children, adminOnly }: DashboardProps) {
  const [location] = useLocation();
  const { role, onboardingStep, name, email, billing, logout } = useSession();
  if (onboardingStep !== 'COMPLETED') return <Redirect key="/onboarding" to="/onboarding" replace />;
  // Keyed by target: wouter's Redirect navigates when it mounts, and /users -> / -> /whitelist must go twice.
  if (adminOnly && role !== 'ADMIN') {
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
          {LINKS.filter((l) => !l.adminOnly || role === 'ADMIN').map((l) => {
            const active = l.match(location);
            return (
              <Link key={l.href} href={l.href} className={cx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined}>
                {l.label}
              </Link>
            );
          })}
        </div>
        <div className={styles.account}>
          <p className={styles.who} title={email ?? undefined}>
            {name || email}
          </p>
          {billing && (
            <p className={styles.plan}>
              {`${billing.plan} plan`}
              {role === 'ADMIN' && (
                <>
                  {' · '}
                  <Link href="/upgrade">Upgrade</Link>
                </>
              )}
            </p>
          )}
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
