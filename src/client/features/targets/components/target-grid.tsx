import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GRID_FIELDS, type GridRow, type GridValues, valuesOf } from '../target-grid-rows';
import { TargetRowActions, type RowAction } from './target-row-actions';

export interface TargetGridProps {
  caption: string;
  rows: GridRow[];
  /** How each row's measure reads. */
  labelOf: (row: GridRow) => string;
  /** Whether the user may type figures (set or propose) and approve here. */
  rights: { write: boolean; approve: boolean };
  /** Saves, approves or opens the history of a row; answers the problems to show at the row. */
  onAction: (
    action: Exclude<RowAction, 'revise'>,
    row: GridRow,
    values: GridValues,
  ) => Promise<string[]>;
}

/** The versions a row shows: typing is kept while they stay the same. */
const basisOf = (row: GridRow) =>
  [row.proposed, row.approved].map((t) => (t ? `${t._id}@${t.version}` : '-')).join('|');

/** The measure column: on a phone it stays in view while the figures scroll sideways. */
const STICKY =
  'sticky left-0 z-10 min-w-32 max-w-40 bg-white shadow-[1px_0_0_#e5e7eb] sm:static sm:max-w-none sm:shadow-none';

/** Moves the focus to the same column of the row above or below (arrow keys), as in a spreadsheet. */
function moveVertically(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const { gridRow, col } = event.currentTarget.dataset;
  const next = Number(gridRow) + (event.key === 'ArrowDown' ? 1 : -1);
  const target = document.querySelector<HTMLInputElement>(
    `input[data-grid-row="${next}"][data-col="${col}"]`,
  );
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.select();
}

/** Where focus goes once a row's button is gone: its first cell (revised), its status (approved). */
type Landing = { key: string; on: 'cell' | 'status' };

/**
 * The targets of one place and year as a grid (issue 19 §1), keyboard first: Tab goes along a row
 * (a locked row's figures are not Tab stops, only its buttons), the arrow keys up and down a column,
 * Enter saves the row. An approved target is locked until revised; a proposal waits for approval.
 * Every refused field is named at its row. A button that a press removes hands focus on: Revise to
 * the row's first figure, Approve to the row's new status. On a phone the measure column stays in
 * view while the figures scroll sideways under it.
 */
export function TargetGrid({ caption, rows, labelOf, rights, onAction }: TargetGridProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // What was typed, and which approved rows are open for revising, each held against the version
  // of the row it was typed on: once a save changes the row, the server's figures show again.
  const [edits, setEdits] = useState<Record<string, { basis: string; values: GridValues }>>({});
  const [opened, setOpened] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const valuesAt = (row: GridRow) => {
    const edit = edits[row.key];
    return edit && edit.basis === basisOf(row) ? edit.values : valuesOf(row);
  };
  const isUnlocked = (row: GridRow) => opened[row.key] === basisOf(row);
  const rowElements = useRef(new Map<string, HTMLTableRowElement>());
  const [landing, setLanding] = useState<Landing>();
  useEffect(() => {
    if (!landing) return;
    const row = rows.find((r) => r.key === landing.key);
    const element = rowElements.current.get(landing.key);
    // Approved: wait until the row shows it (the proposal gone) before moving there.
    if (!row || !element || (landing.on === 'status' && row.proposed)) return;
    const target = element.querySelector<HTMLElement>(
      landing.on === 'cell' ? 'input:not([readonly])' : '[data-row-status]',
    );
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
    setLanding(undefined);
  }, [landing, rows]);
  const run = async (action: RowAction, row: GridRow) => {
    if (action === 'revise') {
      setOpened({ ...opened, [row.key]: basisOf(row) });
      return setLanding({ key: row.key, on: 'cell' });
    }
    const found = await onAction(action, row, valuesAt(row));
    setProblems({ ...problems, [row.key]: found });
    if (action === 'approve' && found.length === 0) setLanding({ key: row.key, on: 'status' });
  };
  const editable = (row: GridRow) =>
    rights.write && (Boolean(row.proposed) || !row.approved || isUnlocked(row));
  return (
    // relative: the header's screen-reader text (absolutely placed) stays inside the scroller.
    <div className="relative overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className={`${STICKY} px-2 py-2`}>
              {t('target.field.measure')}
            </th>
            {GRID_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-2 py-2 text-right">
                {t(`target.field.${field}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              {t('target.field.status')}
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{t('target.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const label = labelOf(row);
            const open = editable(row);
            const found = problems[row.key] ?? [];
            return (
              <tr
                key={row.key}
                ref={(element) => {
                  if (element) rowElements.current.set(row.key, element);
                  else rowElements.current.delete(row.key);
                }}
                className="border-b border-gray-100 align-top"
              >
                <th scope="row" className={`${STICKY} px-2 py-2 text-left font-medium`}>
                  {label}
                  {found.length > 0 && (
                    <div role="alert">
                      <ul className="mt-1 list-disc pl-4 text-xs font-normal text-red-800">
                        {found.map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                </th>
                {GRID_FIELDS.map((field) => (
                  <td key={field} className="px-1 py-1">
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={t('target.cell', {
                        measure: label,
                        field: t(`target.field.${field}`),
                      })}
                      aria-invalid={found.length > 0 || undefined}
                      readOnly={!open}
                      tabIndex={open ? undefined : -1}
                      data-grid-row={index}
                      data-col={field}
                      value={valuesAt(row)[field]}
                      onChange={(e) =>
                        setEdits({
                          ...edits,
                          [row.key]: {
                            basis: basisOf(row),
                            values: { ...valuesAt(row), [field]: e.target.value },
                          },
                        })
                      }
                      onKeyDown={(e) => {
                        moveVertically(e);
                        if (e.key === 'Enter' && open) void run('save', row);
                      }}
                      className={`w-20 rounded border px-2 py-1 text-right tabular-nums focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-primary ${open ? 'border-gray-500 bg-white' : 'border-transparent bg-gray-50 text-gray-800'}`}
                    />
                  </td>
                ))}
                <td className="px-2 py-2 text-xs">
                  <TargetStatus row={row} unlocked={isUnlocked(row)} />
                </td>
                <td className="px-2 py-1">
                  <TargetRowActions
                    row={row}
                    label={label}
                    rights={rights}
                    unlocked={isUnlocked(row)}
                    onAction={(action) => void run(action, row)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TargetStatus({ row, unlocked }: { row: GridRow; unlocked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (row.proposed)
    return (
      <span>
        {t('target.status.proposedWaiting')}
        {row.approved && <span className="block text-gray-700">{t('target.status.revising')}</span>}
      </span>
    );
  if (row.approved)
    return (
      <span data-row-status tabIndex={-1}>
        {t(unlocked ? 'target.status.revisingNow' : 'target.status.locked')}
      </span>
    );
  return <span className="text-gray-700">{t('target.status.notSet')}</span>;
}
