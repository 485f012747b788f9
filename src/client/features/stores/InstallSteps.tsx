import { useId, useState } from 'react';
import { inputClass } from '../../ui/Field.js';
import { stepsFor } from './install-steps.js';
import styles from './stores.module.css';

/** A step's text, its `code` parts shown as code. */
const withCode = (step: string) => step.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));

/** Where the line goes, platform by platform: the store's own platform is chosen first. */
export function InstallSteps({ platform }: { platform: string }) {
  const listId = useId();
  const platforms = stepsFor(platform);
  const [chosen, setChosen] = useState(platforms[0]!.name);
  const shown = platforms.find((p) => p.name === chosen) ?? platforms[0]!;
  return (
    <div className={styles.steps}>
      <label className={styles.stepsChoice}>
        <span className={styles.snippetLabel}>Install steps for</span>
        <select className={inputClass} value={shown.name} aria-controls={listId} onChange={(e) => setChosen(e.target.value)}>
          {platforms.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <ol id={listId} className={styles.stepList} aria-label={`Steps for ${shown.name}`}>
        {shown.steps.map((step) => (
          <li key={step}>{withCode(step)}</li>
        ))}
      </ol>
    </div>
  );
}
