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
