import { useIntl } from 'react-intl';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { GridCell } from './grid-cell';
import { type CellChange, type CellState, GRID_FIELDS, type GridField } from './use-cell-saves';

type Activity = Schemas['Activity'];
type Value = Schemas['ActivityValue'];

export interface ValueGridProps {
  activities: Activity[];
  /** The value each activity shows for the period, by activity id. */
  recordOf: (activityId: string) => Value | undefined;
  stateOf: (activityId: string, field: GridField) => CellState;
  onSave: (activityId: string, field: GridField, text: string) => void;
  /** The cell whose save last began, ended or was refused, said by a polite live region. */
  lastChange?: CellChange;
  caption: string;
}

/**
 * A period for all of a palika's activities at once: a row an activity, a column a figure, keyboard
 * first (Tab moves along a row, Enter down a column), each cell saving on its own.
 */
export function ValueGrid({
  activities,
  recordOf,
  stateOf,
  onSave,
  caption,
  lastChange,
}: ValueGridProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const nameOf = (a: Activity) =>
    `${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`;
  const labelOf = (field: GridField, name: string) => `${t(`value.field.${field}`)}, ${name}`;
  const changed = lastChange && activities.find((a) => a._id === lastChange.activityId);
  const announcement =
    changed && lastChange.state.kind !== 'idle'
      ? intl.formatMessage(
          { id: `value.grid.announce.${lastChange.state.kind}` },
          {
            cell: labelOf(lastChange.field, nameOf(changed)),
            message:
              lastChange.state.kind === 'error'
                ? intl.formatMessage({ id: lastChange.state.message }, { limit: '' })
                : '',
          },
        )
      : '';
  const shown = (v: Value | undefined, field: GridField) => {
    const x = v?.[field];
    return x === null || x === undefined ? '' : formatDigits(String(x), locale);
  };
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      {/* A save is said when it is done or refused, after the focus has moved on (WCAG 4.1.3). */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <table className="w-full text-sm">
        <caption className="p-2 text-left font-semibold text-secondary">{caption}</caption>
        <thead>
          <tr className="bg-gray-50 text-left">
            <th scope="col" className="p-2">
              {t('value.field.activity')}
            </th>
            {GRID_FIELDS.map((field) => (
              <th key={field} scope="col" className="p-2">
                {t(`value.field.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {activities.map((a, row) => {
            const name = nameOf(a);
            const value = recordOf(a._id);
            return (
              <tr key={a._id} className="border-t border-gray-200 align-top">
                <th scope="row" className="p-2 text-left font-normal">
                  <span style={{ paddingInlineStart: `${(a.level - 1) * 1.25}rem` }}>{name}</span>
                  <span className="block text-xs text-gray-700">{t(`enum.unit.${a.unit}`)}</span>
                </th>
                {GRID_FIELDS.map((field, column) => (
                  <td key={field} className="p-1">
                    <GridCell
                      key={shown(value, field)}
                      id={`grid-${a._id}-${field}`}
                      label={labelOf(field, name)}
                      initial={shown(value, field)}
                      numeric={field !== 'notes'}
                      state={stateOf(a._id, field)}
                      row={row}
                      column={column}
                      onCommit={(text) => onSave(a._id, field, text)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
