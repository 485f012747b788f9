import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldMessages } from './Field.js';
import field from './Field.module.css';
import styles from './MultiSelect.module.css';
import { cx } from './cx.js';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** A small picture before the label (a flag); decorative, the label says it all. */
  image?: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Lets a form find (and focus) the search box by name. */
  name?: string;
  placeholder?: string;
  /** Shown when the search matches no option. */
  emptyText?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Called when focus leaves the whole control, like an input's blur. */
  onBlur?: () => void;
  disabled?: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * A searchable multi-select: a combobox search box, a listbox of options (max 200 px, scrolling)
 * and the chosen values as removable chips. Keyboard: ArrowUp/ArrowDown move the active option,
 * Enter picks it, Escape closes, Backspace on an empty search removes the last chip.
 * A value can be chosen only once.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  name,
  placeholder = 'Search...',
  emptyText = 'No results found',
  error,
  hint,
  onBlur,
  disabled,
}: MultiSelectProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (v: string) => `${id}-option-${v}`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What the last pick or removal changed, read out by screen readers: a chip going is otherwise silent.
  const [announcement, setAnnouncement] = useState('');

  const chosen = useMemo(() => new Set(value), [value]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const matches = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return options;
    // Names starting with the search come first, shortest first (the closest to what is typed), then a
    // word starting with it, then any other match: "ger" offers Germany before Algeria, and "united st"
    // the United States before their Minor Outlying Islands.
    const rank = (o: MultiSelectOption): number => {
      const label = fold(o.label);
      if (label.startsWith(q) || o.value.toLowerCase() === q) return 0;
      if (label.includes(' ' + q) || label.includes('(' + q)) return 1;
      return label.includes(q) ? 2 : 3;
    };
    return options
      .map((o) => ({ o, r: rank(o) }))
      .filter(({ r }) => r < 3)
      .sort((a, b) => a.r - b.r || (a.r === 0 ? a.o.label.length - b.o.label.length : 0))
      .map(({ o }) => o);
  }, [options, query]);
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  // Keep the active option in view while the keyboard walks the list.
  useEffect(() => {
    if (!activeOption) return;
    const element = document.getElementById(optionId(activeOption.value));
    element?.scrollIntoView?.({ block: 'nearest' });
    // Scrolled when the active option changes, not each time the options are rendered anew.
  }, [activeOption?.value]);

  const labelOf = (v: string) => byValue.get(v)?.label ?? v;

  const pick = (v: string) => {
    // The same value cannot be chosen twice.
    if (!chosen.has(v)) {
      onChange([...value, v]);
      setAnnouncement(`Added ${labelOf(v)}`);
    }
    setQuery('');
    setActive(0);
    input.current?.focus();
  };

  const remove = (v: string) => {
    onChange(value.filter((x) => x !== v));
    setAnnouncement(`Removed ${labelOf(v)}`);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive((a) => Math.min(Math.min(a, matches.length - 1) + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(Math.max(matches.length - 1, 0));
        } else setActive((a) => Math.max(Math.min(a, matches.length - 1) - 1, 0));
        break;
      case 'Home':
        if (open) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          e.preventDefault();
          setActive(Math.max(matches.length - 1, 0));
        }
        break;
      case 'Enter':
        // Inside a form, Enter in an open list picks rather than submits.
        if (open) {
          e.preventDefault();
          if (activeOption) pick(activeOption.value);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        } else if (query) {
          e.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && value.length > 0) {
          e.preventDefault();
          remove(value[value.length - 1]!);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onWidgetBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    setOpen(false);
    setAnnouncement(''); // not met again out of context when reading the page later
    onBlur?.();
  };

  const describedBy = cx(error && `${id}-error`, hint && `${id}-hint`) || undefined;
  const chosenOptions = value.map((v) => byValue.get(v) ?? { value: v, label: v });

  return (
    <div className={field.field} onBlur={onWidgetBlur}>
      <label htmlFor={inputId} className={field.label}>
        {label}
      </label>
      <div
        className={cx(styles.control, open && styles.open, error && styles.invalid, disabled && styles.disabled)}
        onMouseDown={(e) => {
          // A click on the empty part of the box goes to the search input.
          if (e.target === e.currentTarget) {
            e.preventDefault();
            input.current?.focus();
            setOpen(true);
          }
        }}
      >
        {chosenOptions.length > 0 && (
          <ul className={styles.chips} aria-label={`Selected: ${label}`}>
            {chosenOptions.map((o) => (
              <li key={o.value} className={styles.chip}>
                {o.image && <img src={o.image} alt="" className={styles.image} width={18} height={13} loading="lazy" />}
                <span className={styles.chipLabel}>{o.label}</span>
                <button type="button" className={styles.remove} aria-label={`Remove ${o.label}`} onClick={() => remove(o.value)} disabled={disabled}>
                  <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
                    <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          className={styles.search}
          value={query}
          placeholder={value.length ? 'Add more...' : placeholder}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onKeyDown}
        />
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      <div className={styles.popupAnchor}>
        <div className={styles.popup} hidden={!open}>
          <ul id={listboxId} role="listbox" aria-label={label} aria-multiselectable="true" className={styles.listbox} hidden={!open || matches.length === 0}>
            {open &&
              matches.map((o) => {
                const selected = chosen.has(o.value);
                const isActive = activeOption?.value === o.value;
                return (
                  <li
                    key={o.value}
                    id={optionId(o.value)}
                    role="option"
                    aria-selected={selected}
                    className={cx(styles.option, isActive && styles.active, selected && styles.selected)}
                    data-active={isActive || undefined}
                    // Keep focus in the search box, so the list stays open and typing goes on.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => !isActive && setActive(matches.indexOf(o))}
                    onClick={() => pick(o.value)}
                  >
                    {o.image && <img src={o.image} alt="" className={styles.image} width={20} height={15} loading="lazy" />}
                    <span className={styles.optionLabel}>{o.label}</span>
                    {selected && (
                      <svg className={styles.check} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                        <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    )}
                  </li>
                );
              })}
          </ul>
          {open && matches.length === 0 && (
            <p className={styles.empty} role="status">
              {emptyText}
            </p>
          )}
        </div>
      </div>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
