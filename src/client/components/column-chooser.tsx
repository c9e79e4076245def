import { useIntl } from 'react-intl';

export interface ColumnChooserProps<Column extends string> {
  all: readonly Column[];
  /** Columns that always show, offered checked and disabled. */
  fixed: readonly Column[];
  chosen: Column[];
  onChange: (chosen: Column[]) => void;
  /** Message id prefix of the column names: `<prefix>.<column>`. */
  labelPrefix: string;
}

/** A disclosure with one checkbox per column; the order of the table stays the order of `all`. */
export function ColumnChooser<Column extends string>({
  all,
  fixed,
  chosen,
  onChange,
  labelPrefix,
}: ColumnChooserProps<Column>) {
  const intl = useIntl();
  const toggle = (column: Column, on: boolean) =>
    onChange(all.filter((c) => (c === column ? on : chosen.includes(c))));
  return (
    <details className="relative print:hidden">
      <summary className="cursor-pointer rounded border border-primary px-3 py-2 text-sm font-semibold text-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary">
        {intl.formatMessage({ id: 'table.columns' })}
      </summary>
      <fieldset className="absolute right-0 z-10 mt-1 grid w-64 gap-1 rounded border border-gray-300 bg-white p-3 shadow-lg">
        <legend className="sr-only">{intl.formatMessage({ id: 'table.columns' })}</legend>
        {all.map((column) => (
          <label key={column} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(column) || fixed.includes(column)}
              disabled={fixed.includes(column)}
              onChange={(e) => toggle(column, e.target.checked)}
            />
            {intl.formatMessage({ id: `${labelPrefix}.${column}` })}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
