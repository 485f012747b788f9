import table from './Table.module.css';

/** A table's header row: one column header a name and, when rows have a menu, a last column named for screen readers only. */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
        {actions && (
          <th scope="col" className={table.actions}>
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
