export interface SortButtonProps {
  label: string;
  /** This column's order when the list is sorted by it. */
  order: 'asc' | 'desc' | undefined;
  onSort: () => void;
}

/** A column header that sorts the list by it (again: the other way); at least 24 px high to touch. */
export function SortButton({ label, order, onSort }: SortButtonProps) {
  return (
    <button
      type="button"
      onClick={onSort}
      className="inline-flex min-h-6 items-center gap-1 font-semibold"
    >
      {label}
      <span aria-hidden>{order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}</span>
    </button>
  );
}

/** How a list is sorted now, and how a header sorts it. */
export interface SortState {
  sort?: string;
  order?: 'asc' | 'desc';
  onSort: (key: string) => void;
}

/**
 * A table column's header and meta when the list sorts by `key`: the sort button, and
 * `aria-sort` for the header cell (TableShell reads `meta.sort`).
 */
export function sortableHeader(label: string, key: string, { sort, order, onSort }: SortState) {
  const current = sort === key ? order : undefined;
  return {
    header: () => <SortButton label={label} order={current} onSort={() => onSort(key)} />,
    meta: {
      sort: current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none',
    } as const,
  };
}
