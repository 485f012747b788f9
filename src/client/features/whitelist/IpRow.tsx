import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ipEditSchema } from '../../../shared/ip-validators.js';
import { check } from '../../../shared/validators.js';
import { useApi, useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { useForm } from '../../forms/useForm.js';
import { Button } from '../../ui/Button.js';
import { IconButton } from '../../ui/IconButton.js';
import { Disc } from '../../ui/Disc.js';
import { Field } from '../../ui/Field.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import type { WhitelistAnswer, WhitelistIp } from '../../../shared/api-types.js';
import { removalKey, removeIpRequest, updateIp, whitelistQuery } from './api.js';
import { sendAfterUndoWindow, undoWrite, UNDO_MS } from '../../api/undoable-writes.js';
import styles from './whitelist.module.css';
import { cx } from '../../ui/cx.js';

interface IpRowProps {
  ip: WhitelistIp;
  /** Added by the signed-in user: "added by You". */
  mine: boolean;
  editing: boolean;
  onEdit: () => void;
  /** Leaves edit mode (after Save, Cancel or Escape). */
  onStopEditing: () => void;
  /** The row is gone, or back by Undo: the page takes focus, since the focused button went with the row or the toast. */
  onRemoved: () => void;
}

/** One whitelisted address: edit and remove show on hover or keyboard focus; edit happens in place. */
export function IpRow({ ip, mine, editing, onEdit, onStopEditing, onRemoved }: IpRowProps) {
  const toast = useToast();
  const failureToast = useFailureToast();
  const { cache, call } = useApi();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Back from the inline form (by Save, Cancel or Escape): focus returns to the Edit button.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    refocus.current = true;
    onStopEditing();
  };

  // The row goes at once; the server hears of it when the toast's Undo has expired. Then the list is
  // asked again: whether the caller's own address is still covered is the server's to say.
  const onRemove = () => {
    sendAfterUndoWindow(removalKey(ip.ipId), (leaving) =>
      call(removeIpRequest(ip.ipId, leaving))
        .catch(() => failureToast('Error deleting IP Address'))
        .finally(() => cache.invalidate(['IPs'])),
    );
    cache.update<WhitelistAnswer>(whitelistQuery.key(), (answer) => ({ ...answer, ips: answer.ips.filter((other) => other.ipId !== ip.ipId) }));
    toast({
      title: 'IP address deleted',
      kind: 'success',
      durationMs: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          if (undoWrite(removalKey(ip.ipId))) cache.invalidate(['IPs']);
          onRemoved();
        },
      },
    });
    onRemoved();
  };

  if (editing) {
    return (
      <li className={cx(styles.row, styles.editingRow)}>
        <EditIpForm ip={ip} onDone={stopEditing} />
      </li>
    );
  }

  const by = mine ? 'You' : ip.addedBy || 'a former member';
  return (
    <li className={styles.row}>
      <Disc>
        <svg viewBox="0 0 20 20" width="18" height="18">
          <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Disc>
      <div className={styles.rowText}>
        <p className={styles.rowLine}>
          <span className={styles.address}>{ip.ipAddress}</span>
          {ip.tag && <span className={styles.tag}>({ip.tag})</span>}
        </p>
        <p className={cx(styles.by, mine && styles.byYou)}>{`added by ${by}`}</p>
      </div>
      <div className={styles.rowActions}>
        <IconButton ref={editButton} onClick={onEdit} label={`Edit ${ip.ipAddress}`} title="Edit">
          <svg viewBox="0 0 20 20" width="17" height="17" aria-hidden="true">
            <path d="M12.5 4.5l3 3M4 16l.75-3.75L13.5 3.5l3 3-8.75 8.75L4 16z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </IconButton>
        <IconButton tone="danger" onClick={onRemove} label={`Remove ${ip.ipAddress}`} title="Remove">
          <svg viewBox="0 0 20 20" width="17" height="17" aria-hidden="true">
            <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10M9 9v5M11 9v5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </IconButton>
      </div>
    </li>
  );
}

/** Inline edit: only a non-blank address is asked for here; the server checks the format. */
function EditIpForm({ ip, onDone }: { ip: WhitelistIp; onDone: () => void }) {
  const failureToast = useFailureToast();
  const { cache } = useApi();
  const [update] = useMutation(updateIp);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { ipAddress: ip.ipAddress, tag: ip.tag ?? '' },
    validate: (values) => check(ipEditSchema, values),
    onSubmit: async (values, { setErrors }) => {
      try {
        await update({ ipId: ip.ipId, ipAddress: values.ipAddress.trim(), tag: values.tag.trim() });
      } catch (err) {
        failureToast('Error adding IP Address');
        if (err instanceof ApiError) {
          setErrors(err.fieldErrors);
          if (err.status === 404) cache.invalidate(['IPs']);
        }
        return;
      }
      onDone();
    },
  });

  useEffect(() => {
    const input = formRef.current?.elements.namedItem('ipAddress');
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onDone();
    }
  };

  return (
    <form ref={formRef} className={styles.editForm} aria-label={`Edit ${ip.ipAddress}`} onSubmit={form.handleSubmit} onKeyDown={onKeyDown} noValidate>
      <Field className={styles.editField} label="IP Address" autoComplete="off" spellCheck={false} {...form.field('ipAddress')} />
      <Field className={styles.editField} label="Label (Optional)" autoComplete="off" placeholder="e.g. Office" {...form.field('tag')} />
      <div className={styles.editActions}>
        <Button type="submit" busy={form.submitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
