import { useRef, useState } from 'react';
import { zoneName } from '../../../shared/settings.js';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { useSession } from '../../state/session.js';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { dateTimeFormat } from '../../ui/dateTimeFormat.js';
import { NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import { Spinner } from '../../ui/Spinner.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { endOtherSessions, endSession, sessionsQuery } from './api.js';
import styles from './settings.module.css';
import { SettingsSection } from './SettingsSection.js';

/** Settings' Active sessions: where this user is signed in, this device marked; end one or all others. */
export function ActiveSessions() {
  const { timeZone } = useSession();
  const list = useQuery(sessionsQuery, undefined);
  const [end] = useMutation(endSession);
  const [endOthers] = useMutation(endOtherSessions);
  const toast = useToast();
  const failureToast = useFailureToast();
  const when = dateTimeFormat(zoneName(timeZone));
  // The session being ended ('others' for all of them): its button is busy, and a second click waits.
  const [ending, setEnding] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const run = async (which: string, call: () => Promise<unknown>, done: string) => {
    if (ending) return;
    setEnding(which);
    try {
      await call();
      toast({ title: done, kind: 'success', durationMs: 3000 });
      // The ended session's row (or the button for all of them) goes: focus goes to the sessions left.
      listRef.current?.focus();
    } catch {
      failureToast('Could not end the session');
    } finally {
      setEnding(null);
    }
  };

  const sessions = list.data ?? [];
  const others = sessions.filter((s) => !s.current);
  let body;
  if (!list.data) body = <NoDataYet query={list} loading={<Spinner label="Loading your sessions" />} failed="Your sessions could not be loaded." />;
  else {
    body = (
      <>
        <ul ref={listRef} className={styles.sessions} aria-label="Active sessions" tabIndex={-1}>
          {sessions.map((s) => (
            <li key={s.id} className={styles.session}>
              <div>
                <p className={styles.sessionName}>
                  {s.browser} {s.current && <Badge tone="info">This device</Badge>}
                </p>
                <p className={styles.text}>
                  {[s.address, `signed in ${when.format(new Date(s.createdAt))}`, `last active ${when.format(new Date(s.lastUsedAt))}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              {!s.current && (
                <Button variant="secondary" busy={ending === s.id} aria-label={`End the session of ${s.browser}${s.address ? ` from ${s.address}` : ''}`} onClick={() => void run(s.id, () => end(s.id), 'Session ended')}>
                  End
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <div className={styles.actions}>
            <Button variant="secondary" busy={ending === 'others'} onClick={() => void run('others', () => endOthers(), 'Signed out everywhere else')}>
              End all other sessions
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <SettingsSection title="Active sessions">
      <p className={styles.text}>Where you are signed in. A session left unused ends by itself, and setting a new password ends them all.</p>
      <StaleIfFailed query={list} />
      {body}
    </SettingsSection>
  );
}
