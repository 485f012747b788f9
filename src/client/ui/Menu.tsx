import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Menu.module.css';
import { cx } from './cx.js';
import { BusyMark } from './Spinner.js';
import { IconButton } from './IconButton.js';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** 'danger' for destructive items (Delete ...): shown in the danger colour. */
  tone?: 'danger';
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, e.g. "Actions for Ada Lovelace". */
  label: string;
  items: readonly MenuItem[];
  /** The trigger's content; a "more" (three dots) icon by default. */
  children?: ReactNode;
  /** A call started from this menu is under way: the trigger shows it and cannot open. */
  busy?: boolean;
  disabled?: boolean;
  className?: string;
}

const GAP = 4;

/**
 * A button opening an action menu (WAI-ARIA menu button). Keyboard: Enter, Space or ArrowDown
 * opens it on the first item, ArrowUp on the last; in the menu ArrowUp/ArrowDown move (wrapping),
 * Home/End jump, a letter jumps to the next item starting with it, Escape closes and returns focus
 * to the button, Tab closes. A click outside closes it.
 *
 * The menu is portalled to <body> with fixed positioning, so a table that scrolls sideways on a
 * phone (overflow: auto) does not clip it.
 */
export function Menu({ label, items, children, busy, disabled, className }: MenuProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu is placed (a hidden element cannot take focus).
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const itemElements = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  const show = (focus: 'first' | 'last') => {
    if (disabled || busy || items.length === 0) return;
    pendingFocus.current = focus;
    setOpen(true);
  };

  // Place the menu under the button, right-aligned with it; above when there is no room below.
  const place = useCallback(() => {
    const button = trigger.current;
    const list = menu.current;
    if (!button || !list) return;
    const rect = button.getBoundingClientRect();
    const width = list.offsetWidth;
    const height = list.offsetHeight;
    const viewportW = document.documentElement.clientWidth || window.innerWidth;
    const viewportH = window.innerHeight;
    let top = rect.bottom + GAP;
    if (top + height > viewportH - GAP && rect.top - GAP - height >= GAP) top = rect.top - GAP - height;
    const left = Math.min(Math.max(GAP, rect.right - width), Math.max(GAP, viewportW - width - GAP));
    setPosition({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
    else setPosition(null);
  }, [open, place]);

  useLayoutEffect(() => {
    if (!open || !position || !pendingFocus.current) return;
    const list = itemElements();
    (pendingFocus.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    pendingFocus.current = null;
  }, [open, position]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const target = e.target as Node | null;
      if (target && (menu.current?.contains(target) || trigger.current?.contains(target))) return;
      close(false);
    };
    const reposition = () => place();
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [open, close, place]);

  // A busy or disabled trigger cannot hold an open menu.
  useEffect(() => {
    if (open && (busy || disabled)) setOpen(false);
  }, [open, busy, disabled]);

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      // Handled here rather than by the click the browser would synthesise, so focus lands on an item.
      e.preventDefault();
      if (open) close(true);
      else show('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show('last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = itemElements();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(index < 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // Back on the button, the browser's own Tab then moves on from it.
        close(true);
        break;
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const letter = e.key.toLowerCase();
          const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          order.find((el) => el.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  const select = (item: MenuItem) => {
    if (item.disabled) return;
    // Focus goes back to the button first, so a dialog the item opens returns focus there.
    close(true);
    item.onSelect();
  };

  return (
    <>
      <IconButton
        ref={trigger}
        id={`${id}-button`}
        className={cx(open && styles.triggerOpen, className)}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {busy ? (
          <BusyMark />
        ) : (
          (children ?? (
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <circle cx="10" cy="4.5" r="1.6" fill="currentColor" />
              <circle cx="10" cy="10" r="1.6" fill="currentColor" />
              <circle cx="10" cy="15.5" r="1.6" fill="currentColor" />
            </svg>
          ))
        )}
      </IconButton>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            className={styles.menu}
            style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx(styles.item, item.tone === 'danger' && styles.danger)}
                aria-disabled={item.disabled || undefined}
                onClick={() => select(item)}
                // Hovering moves focus, so the keyboard and the pointer agree on the active item.
                onMouseEnter={(e) => e.currentTarget.focus()}
              >
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
