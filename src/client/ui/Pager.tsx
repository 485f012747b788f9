import { useEffect, useRef } from 'react';
import { Button } from './Button.js';
import table from './Table.module.css';

/** Under a paged list: which items show of how many, and Previous / Next. */
export function Pager({ page, pages, total, pageSize, noun, onPage }: { page: number; pages: number; total: number; pageSize: number; noun: string; onPage: (page: number) => void }) {
  // A button pressed to the first or last page is disabled under the focus: focus goes to the other one.
  const nav = useRef<HTMLElement>(null);
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    const focused = document.activeElement;
    if (focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)) nav.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [page]);
  const turn = (to: number) => {
    turned.current = true;
    onPage(to);
  };
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav ref={nav} className={table.pager} aria-label="Pages">
      <p aria-live="polite">{`Showing ${first}–${last} of ${total} ${noun}`}</p>
      {pages > 1 && (
        <div className={table.pagerButtons}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => turn(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => turn(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
