import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { usersQuery } from '../../api/users.js';
import { zoneName } from '../../../shared/settings.js';
import { useSession } from '../../state/session.js';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Disc } from '../../ui/Disc.js';
import { Menu, type MenuItem } from '../../ui/Menu.js';
import { Loading, NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import table from '../../ui/Table.module.css';
import { TableHead } from '../../ui/Table.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import type { SubUser } from '../../../shared/api-types.js';
import { deleteUser, resendInvite } from './api.js';
import { capitalise, formatCreatedAt, statusTone } from './format.js';
import { InviteUserModal } from './InviteUserModal.js';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { PlusIcon } from '../../ui/PlusIcon.js';
import styles from './users.module.css';
import { cx } from '../../ui/cx.js';

/** /users (ADMIN only): the account's members, invites, re-invites, two-factor resets and removal. */
export function UsersPage() {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { userId } = useSession();
  const toast = useToast();
  const failureToast = useFailureToast();
  const users = useQuery(usersQuery, undefined);
  const [remove, removal] = useMutation(deleteUser);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<SubUser | null>(null);
  const [confirmingReset, setConfirmingReset] = useState<SubUser | null>(null);
  const deleted = useRef<string | null>(null);

  const confirmDelete = async () => {
    if (!confirming || removal.isLoading) return;
    try {
      await remove(confirming.userId);
    } catch {
      failureToast('Failed to delete user');
      setConfirming(null);
      return;
    }
    toast({ title: 'Deleted User', kind: 'success', durationMs: 3000 });
    deleted.current = confirming.userId;
    setConfirming(null);
  };

  // The deleted row took its focused menu button with it: focus goes to the page rather than nowhere.
  useEffect(() => {
    if (!deleted.current || users.data?.some((u) => u.userId === deleted.current)) return;
    deleted.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) heading.current?.focus();
  }, [users.data]);

  const list = users.data ?? [];
  let body;
  if (!users.data) {
    body = <NoDataYet query={users} loading={<Loading>Loading users...</Loading>} failed="The users could not be loaded." />;
  } else if (list.length === 0) {
    body = <p className={table.state}>No users found.</p>;
  } else {
    body = (
      <table className={cx(table.table, table.stacking, styles.table)} aria-labelledby={titleId} aria-busy={users.isFetching || undefined}>
        <TableHead columns={['Name', 'Email', 'Created At', 'Role', 'Status']} actions />
        <tbody>
          {list.map((user) => (
            <UserRow key={user.userId} user={user} own={user.userId === userId} onDelete={() => setConfirming(user)} onResetTwoFactor={() => setConfirmingReset(user)} />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Users" titleId={titleId} titleRef={heading} subtitle="Invite teammates and manage who can use this account.">
        <Button onClick={() => setInviting(true)}>
          <PlusIcon />
          Invite User
        </Button>
      </PageHeader>
      <StaleIfFailed query={users} />
      {/* Scrolls sideways on a phone instead of widening the page; focusable so the keyboard can scroll it. */}
      <div className={table.container} role="region" aria-labelledby={titleId} tabIndex={0}>
        {body}
      </div>
      {inviting && <InviteUserModal onClose={() => setInviting(false)} />}
      {confirming && (
        <ConfirmDialog
          title="Delete User"
          description={
            <>
              <strong>{confirming.name}</strong> ({confirming.email}) will lose access to this account immediately. This cannot be undone.
            </>
          }
          confirmLabel="Delete"
          busy={removal.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirmingReset && <ResetTwoFactorDialog user={confirmingReset} onClose={() => setConfirmingReset(null)} />}
    </div>
  );
}

/**
 * One member. The signed-in user's own row is dimmed and has no actions: nobody acts on their own row.
 * The owner's row is marked, and offers nobody else a removal or a two-factor reset.
 */
function UserRow({ user, own, onDelete, onResetTwoFactor }: { user: SubUser; own: boolean; onDelete: () => void; onResetTwoFactor: () => void }) {
  const { timeZone } = useSession();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [resend, resending] = useMutation(resendInvite);

  const reinvite = async () => {
    try {
      await resend(user.userId);
    } catch {
      failureToast('Failed to resend invite');
      return;
    }
    toast({ title: 'Invite resent', kind: 'success', durationMs: 5000 });
  };

  const items: MenuItem[] = [];
  if (user.status === 'INVITED') items.push({ label: 'Re-Invite', onSelect: () => void reinvite() });
  if (!user.owner) {
    // For a member who lost their phone and their recovery codes.
    if (user.twoFactor) items.push({ label: 'Reset Two-Factor', onSelect: onResetTwoFactor });
    items.push({ label: 'Delete User', tone: 'danger', onSelect: onDelete });
  }

  return (
    <tr className={cx(table.row, own && table.dimmed, own && styles.own)} data-own={own || undefined}>
      <td className={table.primary}>
        <span className={styles.name}>
          <Disc size={30} className={styles.avatar}>
            {(user.name || user.email).charAt(0).toUpperCase()}
          </Disc>
          <span className={styles.who}>
            {/* The spaces are for reading and copying: the flex layout spaces the parts itself. */}
            <span>{user.name}</span>
            {own && <> <span className={styles.you}>(YOU)</span></>}
            {user.owner && <> <Badge tone="primary">Owner</Badge></>}
          </span>
        </span>
      </td>
      <td className={styles.email}>{user.email}</td>
      <td className={styles.created}>
        <span className={table.stackedLabel}>Created </span>
        <time dateTime={user.createdAt}>{formatCreatedAt(user.createdAt, zoneName(timeZone))}</time>
      </td>
      <td className={table.nowrap}>{capitalise(user.role)}</td>
      <td>
        <span className={styles.badges}>
          <Badge tone={statusTone(user.status)}>{capitalise(user.status)}</Badge>
          {user.twoFactor && <Badge tone="info">2FA on</Badge>}
        </span>
      </td>
      <td className={table.actions}>{!own && items.length > 0 && <Menu label={`Actions for ${user.name}`} items={items} busy={resending.isLoading} />}</td>
    </tr>
  );
}
