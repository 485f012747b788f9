import { useMutation, type MutationDef } from '../api/ApiProvider.js';
import { Button } from '../ui/Button.js';
import { useFailureToast } from '../ui/Toasts.js';

/** A short-lived link to the billing portal, opened in a new tab; it changes no cached data. */
const openBillingPortal: MutationDef<void, { url: string }> = {
  request: () => ({ method: 'POST', path: '/billing/portal' }),
  invalidates: [],
};

/** Opens the billing portal in a new tab (the server lets only account admins); Settings and the past-due banner offer it. */
export function ManageBillingButton({ disabled, variant = 'secondary' }: { disabled?: boolean; variant?: 'primary' | 'secondary' }) {
  const failureToast = useFailureToast();
  const [openPortal, portal] = useMutation(openBillingPortal);

  const manageBilling = async () => {
    if (portal.isLoading || disabled) return;
    let url: string | undefined;
    try {
      url = (await openPortal()).url;
    } catch {
      failureToast('Could not open billing');
      return;
    }
    if (url) window.open(url, '_blank', 'noopener');
    else failureToast('Could not open billing');
  };

  return (
    <Button
      variant={variant}
      busy={portal.isLoading}
      onClick={() => void manageBilling()}
      disabled={disabled}
    >
      Manage Billing
    </Button>
  );
}
