import { useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useMutation } from '../../api/ApiProvider.js';
import { useSession } from '../../state/session.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { Button } from '../../ui/Button.js';
import { verifyEmail } from './api.js';

/**
 * Reached from the mail a registration sends: /ap/verify-email?token=... Confirming takes a click, so a
 * mail scanner that opens links does not use it up.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  if (!token) return <Redirect to="/" replace />;
  return <VerifyEmail token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const session = useSession();
  const [confirm, { isLoading }] = useMutation(verifyEmail);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = Boolean(session.token);

  const submit = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      setConfirmed((await confirm({ token })).email);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The address could not be confirmed. Please try again.');
    }
  };

  if (confirmed)
    return (
      <AuthLayout
        title="Email confirmed"
        subtitle={`${confirmed} is your account's address from now on.`}
        footer={signedIn ? <Link href="/">Go to your dashboard</Link> : <Link href="/ap/login">Sign in</Link>}
      >
        <Button block onClick={() => (signedIn ? navigate('/') : navigate('/ap/login', { state: { email: confirmed } }))}>
          Continue
        </Button>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Confirm your email address"
      subtitle="One click, and your account is ready to use."
      alert={
        failure && (
          <>
            {failure} <Link href={signedIn ? '/' : '/ap/login'}>{signedIn ? 'Send a new link' : 'Sign in'}</Link>
          </>
        )
      }
      footer={<Link href="/ap/login">Back to login</Link>}
    >
      <Button block busy={isLoading} onClick={submit}>
        Confirm my email address
      </Button>
    </AuthLayout>
  );
}
