import { useRef } from 'react';
import { useLocation } from 'wouter';
import { newStoreId } from '../../../shared/stores.js';
import { useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { useToast } from '../../ui/Toasts.js';
import { addStores } from '../../api/stores.js';
import { StoreForm } from '../../parts/StoreForm.js';
import styles from './stores.module.css';

/** /stores/new: Add Store. */
export function AddStorePage() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const [add] = useMutation(addStores);
  // Kept across retries so a request answered but lost on the way is not added twice.
  const id = useRef(newStoreId());

  return (
    <div className={styles.narrow}>
      <PageHeader title="Add Store" subtitle="The store's domain, its platform and the countries it sells to." />
      <StoreForm
        title="Store Details"
        submitText="Add Store"
        autoFocus
        onCancel={() => navigate('/')}
        onSubmit={async (values, { setErrors }) => {
          let storeId: string | undefined;
          try {
            const answer = await add({ stores: [{ id: id.current, ...values }] });
            storeId = answer.stores[0]?.storeId;
          } catch (err) {
            const fields = err instanceof ApiError ? err.fieldErrors : {};
            const domainError = fields['stores.0.domain'];
            if (domainError) setErrors({ domain: domainError });
            // A refusal the form cannot show on a field (the account's store limit) is said in the toast.
            const reason = err instanceof ApiError && err.status === 409 && !domainError ? err.message : undefined;
            toast({ title: 'Failed to add store. Please try again.', description: reason, kind: 'error', durationMs: 5000 });
            return;
          }
          toast({ title: 'Store added successfully', kind: 'success', durationMs: 4000 });
          // My Stores then offers the install line of the new store.
          navigate(storeId ? `/?install=${encodeURIComponent(storeId)}` : '/');
        }}
      />
    </div>
  );
}
