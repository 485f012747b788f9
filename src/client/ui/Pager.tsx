import { Button } from './Button.js';
import table from './Table.module.css';

/** Under a paged list: which items show of how many, and Previous / Next. */
export function Pager({ page, pages, total, pageSize, noun, onPage }: { page: number; pages: number; total: number; pageSize: number; noun: string; onPage: (page: number) => void }) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={table.pager} aria-label="Pages">
      <p aria-live="polite">{`Showing ${first}–${last} of ${total} ${noun}`}</p>
      {pages > 1 && (
        <div className={table.pagerButtons}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
