import { useSignOut } from '../../routes/useSignOut.js';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { useTabTitle } from '../../ui/useTabTitle.js';

const TITLE = "We couldn't load your account";

/** The account data could not be loaded when the app started. */
export function AccountLoadError({ message }: { message: string }) {
  const { refreshAccount } = useSession();
  const signOut = useSignOut();
  useTabTitle(TITLE);
  return (
    <AuthLayout
      title={TITLE}
      alert={message || 'An unknown error occurred'}
      footer={
        <Button variant="secondary" onClick={signOut}>
          Log out
        </Button>
      }
    >
      <Button block onClick={() => void refreshAccount()}>
        Try again
      </Button>
    </AuthLayout>
  );
}
