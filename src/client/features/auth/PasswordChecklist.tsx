import { PASSWORD_REQUIREMENTS } from '../../../shared/password-validators.js';
import styles from './auth.module.css';
import { cx } from '../../ui/cx.js';

/** The set-password rules, each turning green as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className={styles.checklist} id={id} aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((r) => {
        const met = r.test(password);
        return (
          <li key={r.label} className={cx(styles.requirement, met && styles.met)} data-met={met}>
            <span className="visually-hidden">{met ? 'Met: ' : 'Not met: '}</span>
            {r.label}
          </li>
        );
      })}
    </ul>
  );
}
