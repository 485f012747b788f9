import { useEffect, useState } from 'react';
import { resendVerification } from '../../api/endpoints.js';
import { useMutation } from '../../api/ApiProvider.js';
import { useSession } from '../../state/session.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { Button } from '../../ui/Button.js';
import auth from './auth.module.css';
import styles from './confirm-email.module.css';

/** While the address waits to be confirmed, the account is fetched again this often: a link opened elsewhere lets this tab in. */
const RECHECK_MS = 5_000;

/**
 * What every signed-in page shows until the account's address is confirmed: where the link went,
 * Resend, and (on a trial without a mail server) the file the mail was saved in.
 */
export function ConfirmEmailScreen() {
  const { email, verificationMailFile, refreshAccount, logout } = useSession();
  const [resend, { isLoading }] = useMutation(resendVerification);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void refreshAccount().catch(() => {});
    };
    const timer = setInterval(recheck, RECHECK_MS);
    window.addEventListener('focus', recheck);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', recheck);
    };
  }, [refreshAccount]);

  const send = async () => {
    if (isLoading) return;
    setFailure(null);
    setSent('');
    try {
      await resend();
      setSent(`A new link is on its way to ${email}.`);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The link could not be sent. Please try again.');
    }
  };

  return (
    <AuthLayout
      title="Confirm your email address"
      subtitle={`We sent a link to ${email}. Open it to finish creating your account.`}
      alert={failure}
      footer={
        <>
          Wrong address?{' '}
          <button type="button" className={auth.switch} onClick={logout}>
            Sign out
          </button>{' '}
          and register again.
        </>
      }
    >
      {verificationMailFile && (
        <p className={styles.note}>
          No mail server is set up here, so the mail was saved as a file instead: <code>{verificationMailFile}</code>
        </p>
      )}
      <p className={styles.sent} role="status">
        {sent}
      </p>
      <div className={styles.actions}>
        <Button block variant="secondary" busy={isLoading} onClick={send}>
          Resend
        </Button>
      </div>
    </AuthLayout>
  );
}
