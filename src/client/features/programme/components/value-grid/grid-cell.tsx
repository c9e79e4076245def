import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CellState } from './use-cell-saves';

export interface GridCellProps {
  id: string;
  /** Its column and row as a reader hears them: "Output achieved, AD.WHEEL Wheelchair distribution". */
  label: string;
  initial: string;
  numeric: boolean;
  state: CellState;
  row: number;
  column: number;
  onCommit: (text: string) => void;
}

const STATE_STYLE: Record<CellState['kind'], string> = {
  idle: 'border-gray-400',
  saving: 'border-amber-600',
  saved: 'border-green-700',
  error: 'border-red-700 bg-red-50',
};

/** Moves to the same column of the next (or, with Shift, the previous) row. */
function moveFrom(input: HTMLInputElement, step: 1 | -1) {
  const { row, column } = input.dataset;
  const next = document.querySelector<HTMLInputElement>(
    `input[data-row="${Number(row) + step}"][data-column="${column}"]`,
  );
  next?.focus();
  next?.select();
}

/**
 * One cell of the grid (keyed by what it was loaded with, so a value reloaded from elsewhere shows): saves on leaving it or on Enter when its text changed (Enter then moves
 * down a row), and says under itself whether it is saving, saved or refused, and why.
 */
export function GridCell({
  id,
  label,
  initial,
  numeric,
  state,
  row,
  column,
  onCommit,
}: GridCellProps) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const [committed, setCommitted] = useState(initial);
  const commit = () => {
    if (text === committed && state.kind !== 'error') return;
    setCommitted(text);
    onCommit(text);
  };
  const stateText =
    state.kind === 'idle'
      ? ''
      : state.kind === 'error'
        ? intl.formatMessage({ id: state.message }, { limit: '' })
        : intl.formatMessage({ id: `value.grid.${state.kind}` });
  return (
    <div className="flex min-w-24 flex-col gap-0.5">
      <input
        id={id}
        aria-label={label}
        aria-describedby={`${id}-state`}
        aria-invalid={state.kind === 'error' || undefined}
        inputMode={numeric ? 'decimal' : 'text'}
        data-row={row}
        data-column={column}
        className={`min-h-10 w-full rounded border px-2 py-1 ${numeric ? 'text-right tabular-nums' : 'text-left'} ${STATE_STYLE[state.kind]}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          commit();
          moveFrom(e.currentTarget, e.shiftKey ? -1 : 1);
        }}
      />
      <span
        id={`${id}-state`}
        className={`min-h-4 text-xs ${state.kind === 'error' ? 'text-red-700' : 'text-gray-700'}`}
      >
        {state.kind === 'saved' && '✓ '}
        {stateText}
      </span>
    </div>
  );
}
