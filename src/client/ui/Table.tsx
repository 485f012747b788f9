import type { ReactNode } from 'react';
import table from './Table.module.css';

/** A column whose header sorts the rows: its current direction, and what a click does. */
export interface SortableColumn {
  label: string;
  sorted: 'ascending' | 'descending' | 'none';
  onSort: () => void;
  /** A line under the label that holds for every row (said once here rather than in each). */
  note?: ReactNode;
}

/** A table's header row: one column header a name and, when rows have a menu, a last column named for screen readers only. */
export function TableHead({ columns, actions = false }: { columns: readonly (string | SortableColumn)[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (typeof c === 'string' ? <th key={c} scope="col">{c}</th> : <SortHeader key={c.label} column={c} />))}
        {actions && (
          <th scope="col" className={table.actions}>
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

const ARROWS: Record<SortableColumn['sorted'], ReactNode> = { ascending: '▲', descending: '▼', none: '' };

function SortHeader({ column }: { column: SortableColumn }) {
  return (
    <th scope="col" aria-sort={column.sorted}>
      <button type="button" className={table.sort} onClick={column.onSort}>
        {column.label}
        <span aria-hidden="true">{ARROWS[column.sorted]}</span>
      </button>
      {column.note && <span className={table.headNote}>{column.note}</span>}
    </th>
  );
}
