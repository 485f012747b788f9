import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../state/session.js';
import styles from './dashboard.module.css';
import { PastDueBanner } from './PastDueBanner.js';
import { cx } from '../../ui/cx.js';

const LINKS = [
  { href: '/stores', label: 'Stores', adminOnly: true, match: (p: string) => p === '/' || p.startsWith('/stores') },
  { href: '/whitelist', label: 'Whitelist IPs', adminOnly: false, match: (p: string) => p.startsWith('/whitelist') },
  { href: '/users', label: 'Users', adminOnly: true, match: (p: string) => p.startsWith('/users') },
];

/** The dashboard frame: the 250 px sidebar and the page beside it. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { userRole, logout } = useSession();
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
