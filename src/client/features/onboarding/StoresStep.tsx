import { useRef } from 'react';
import { findCountry, flagUrl } from '../../../shared/countries.js';
import { PLATFORMS } from '../../../shared/stores.js';
import { useMutation } from '../../api/ApiProvider.js';
import type { NewStore } from '../../../shared/api-types.js';
import { addStores } from '../../api/stores.js';
import { ApiError } from '../../api/errors.js';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { IconButton } from '../../ui/IconButton.js';
import { useToast } from '../../ui/Toasts.js';
import styles from './onboarding.module.css';
import { BusyMark } from '../../ui/Spinner.js';
import { cx } from '../../ui/cx.js';

/** A store card's name: its domain, or "Store N" before it has one. */
export const storeLabel = (draft: NewStore, index: number): string => draft.domain || `Store ${index + 1}`;

/** For a refusal the user can fix (say, a domain already taken), which store and why. */
function whatWentWrong(err: unknown, drafts: NewStore[]): string | undefined {
  if (!(err instanceof ApiError) || typeof err.status !== 'number' || err.status < 400 || err.status >= 500 || err.status === 401) return undefined;
  for (const [key, message] of Object.entries(err.fieldErrors)) {
    const match = /^stores\.(\d+)\./.exec(key);
    const draft = match ? drafts[Number(match[1])] : undefined;
    if (draft && message) return `${storeLabel(draft, Number(match![1]))}: ${message}`;
  }
  return err.message;
}

const platformLabel = (value: string) => PLATFORMS.find((p) => p.value === value)?.label ?? value;
const MAX_FLAGS = 6;

interface StoresStepProps {
  drafts: NewStore[];
  onAdd: () => void;
  onEdit: (draft: NewStore) => void;
  onDelete: (id: string) => void;
  onSaved: () => void;
}

/** Step 1's list: the stores so far, adding more, and saving them all at once. */
export function StoresStep({ drafts, onAdd, onEdit, onDelete, onSaved }: StoresStepProps) {
  const toast = useToast();
  const [save, saving] = useMutation(addStores);
  const blocked = drafts.length === 0 || drafts.some((d) => !d.domain.trim());
  const addButton = useRef<HTMLButtonElement>(null);
  // The card goes with the button that was pressed: focus goes on to adding a store, not to the page's top.
  const deleteDraft = (id: string) => {
    onDelete(id);
    addButton.current?.focus();
  };

  const saveAll = async () => {
    try {
      // The ids were made when each draft was, so sending again after a failure adds nothing twice.
      await save({ stores: drafts.map(({ id, domain, platform, countries }) => ({ id, domain, platform, countries })) });
      onSaved();
    } catch (err) {
      toast({ title: 'Failed to add store. Please try again.', description: whatWentWrong(err, drafts), kind: 'error', durationMs: 5000 });
    }
  };

  return (
    <>
      {drafts.length > 0 && (
        <ul className={styles.stores} aria-label="Your stores">
          {drafts.map((draft, index) => {
            const label = storeLabel(draft, index);
            const flags = draft.countries.slice(0, MAX_FLAGS);
            return (
              <li key={draft.id} className={cx(styles.store, !draft.domain && styles.unconfigured)}>
                <span className={styles.storeIcon} aria-hidden="true">
                  {label.charAt(0).toUpperCase()}
                </span>
                <div className={styles.storeBody}>
                  <div className={styles.storeHead}>
                    <h2 className={styles.storeName}>{label}</h2>
                    <Badge tone="primary">{platformLabel(draft.platform)}</Badge>
                  </div>
                  {draft.countries.length > 0 ? (
                    <p className={styles.storeMeta}>
                      <span className={styles.flags}>
                        {flags.map((code) => (
                          <img key={code} src={flagUrl(code)} alt="" title={findCountry(code)?.name ?? code} width={20} height={15} loading="lazy" />
                        ))}
                      </span>
                      Sells in {draft.countries.length === 1 ? findCountry(draft.countries[0]!)?.name : `${draft.countries.length} countries`}
                    </p>
                  ) : (
                    <p className={styles.storeMeta}>Not configured yet</p>
                  )}
                </div>
                <div className={styles.storeActions}>
                  <Button variant="secondary" onClick={() => onEdit(draft)} disabled={saving.isLoading} aria-label={`${draft.domain ? 'Edit' : 'Configure'} ${label}`}>
                    {draft.domain ? 'Edit' : 'Configure'}
                  </Button>
                  <IconButton tone="danger" onClick={() => deleteDraft(draft.id)} disabled={saving.isLoading} label={`Delete ${label}`}>
                    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                      <path
                        d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10M9 9v5M11 9v5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {drafts.length === 0 && <p className={styles.noStores}>No stores yet. Add the first store you want to protect.</p>}
      <button ref={addButton} type="button" className={styles.addStore} onClick={onAdd} disabled={saving.isLoading}>
        <span aria-hidden="true">+</span> {drafts.length ? 'Add Another Store' : 'Add Store'}
      </button>
      <div className={styles.footer}>
        {blocked && drafts.length > 0 && <p className={styles.footerHint}>Every store needs a domain before you can continue.</p>}
        <Button onClick={() => void saveAll()} disabled={blocked || saving.isLoading} aria-busy={saving.isLoading || undefined}>
          {saving.isLoading && <BusyMark />}
          Save &amp; Continue
        </Button>
      </div>
    </>
  );
}
