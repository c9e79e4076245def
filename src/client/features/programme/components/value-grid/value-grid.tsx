import { useIntl } from 'react-intl';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { GridCell } from './grid-cell';
import { type CellState, GRID_FIELDS, type GridField } from './use-cell-saves';

type Activity = Schemas['Activity'];
type Value = Schemas['ActivityValue'];

export interface ValueGridProps {
  activities: Activity[];
  /** The value each activity shows for the period, by activity id. */
  recordOf: (activityId: string) => Value | undefined;
  stateOf: (activityId: string, field: GridField) => CellState;
  onSave: (activityId: string, field: GridField, text: string) => void;
  caption: string;
}

/**
 * A period for all of a palika's activities at once: a row an activity, a column a figure, keyboard
 * first (Tab moves along a row, Enter down a column), each cell saving on its own.
 */
export function ValueGrid({ activities, recordOf, stateOf, onSave, caption }: ValueGridProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const shown = (v: Value | undefined, field: GridField) => {
    const x = v?.[field];
    return x === null || x === undefined ? '' : formatDigits(String(x), locale);
  };
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
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
            const name = `${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`;
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
                      label={`${t(`value.field.${field}`)}, ${name}`}
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
