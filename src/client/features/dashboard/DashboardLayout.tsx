import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, Redirect, useLocation } from 'wouter';
import { sendWaitingWrites } from '../../api/undoable-writes.js';
import { Private } from '../../routes/Private.js';
import { useSignOut } from '../../routes/useSignOut.js';
import { useSession } from '../../state/session.js';
import styles from './dashboard.module.css';
import { PastDueBanner } from './PastDueBanner.js';
import { Button } from '../../ui/Button.js';
import { cx } from '../../ui/cx.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { useToast } from '../../ui/Toasts.js';
import { useDialogFocus } from '../../ui/useDialogFocus.js';

const LINKS = [
  { href: '/stores', label: 'Stores', adminOnly: true, match: (p: string) => p === '/' || p.startsWith('/stores') },
  { href: '/analytics', label: 'Analytics', adminOnly: true, match: (p: string) => p.startsWith('/analytics') },
  { href: '/whitelist', label: 'Whitelist IPs', adminOnly: false, match: (p: string) => p.startsWith('/whitelist') },
  { href: '/users', label: 'Users', adminOnly: true, match: (p: string) => p.startsWith('/users') },
  { href: '/activity', label: 'Activity', adminOnly: true, match: (p: string) => p.startsWith('/activity') },
  { href: '/settings', label: 'Settings', adminOnly: false, match: (p: string) => p.startsWith('/settings') },
];

/**
 * The dashboard frame: the 250 px sidebar and the page beside it. Only accounts that finished
 * onboarding see it, and only with the role the page allows (`standardGoesTo`: admin only, and where
 * a STANDARD user goes instead, told why when the page has an `adminPage` name).
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
  standardGoesTo?: string;
  adminPage?: string;
}

function DashboardFrame({ children, standardGoesTo, adminPage }: DashboardProps) {
  const { role, onboardingStep } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  if (onboardingStep !== 'COMPLETED') return <Redirect key="/onboarding" to="/onboarding" replace />;
  // Keyed by target: wouter's Redirect navigates when it mounts, and /users -> / -> /whitelist must go twice.
  if (standardGoesTo && role !== 'ADMIN') return <SentAway key={standardGoesTo} to={standardGoesTo} page={adminPage} />;
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Main">
        <Navigation />
      </nav>
      {/* On a phone: a compact bar whose Menu opens the same navigation as a drawer. */}
      <header className={styles.topbar}>
        <Brand />
        <Button variant="secondary" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          Menu
        </Button>
      </header>
      {menuOpen && <Drawer onClose={() => setMenuOpen(false)} />}
      <main className={styles.content}>
        <PastDueBanner />
        {/* A page still loading keeps the sidebar on screen. */}
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
    </div>
  );
}

/** A STANDARD user sent away from an admin page, told why by a toast that outlives the page. */
function SentAway({ to, page }: { to: string; page?: string }) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (!page || told.current) return;
    told.current = true;
    toast({ title: `Only admins can open ${page}`, kind: 'info', durationMs: 5000 });
  }, [page, toast]);
  return <Redirect to={to} replace />;
}

function Brand() {
  return (
    <div className={styles.brand}>
      <img src="/favicon.svg" alt="" />
      Store Shield
    </div>
  );
}

/** The navigation from the left of the screen, over the page: Tab stays in it; Escape, the backdrop or a link closes it. */
function Drawer({ onClose }: { onClose: () => void }) {
  const panel = useDialogFocus<HTMLDivElement>(onClose);
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel.ref} role="dialog" aria-modal="true" aria-label="Menu" className={styles.drawer} tabIndex={-1} onKeyDown={panel.onKeyDown}>
        <nav className={styles.drawerNav} aria-label="Main" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
          <Navigation />
        </nav>
      </div>
    </div>,
    document.body,
  );
}

/** The brand, the pages this user may open, who is signed in with the plan, and Logout. */
function Navigation() {
  const [location] = useLocation();
  const { role, name, email, billing } = useSession();
  const signOut = useSignOut();
  return (
    <>
      <Brand />
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
      {/* Changes still offering Undo are sent while the session works. */}
      <button type="button" className={cx(styles.link, styles.logout)} onClick={() => void sendWaitingWrites().finally(signOut)}>
        Logout
      </button>
    </>
  );
}
