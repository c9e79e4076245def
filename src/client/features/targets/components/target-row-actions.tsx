import { useIntl } from 'react-intl';
import type { GridRow } from '../target-grid-rows';

export type RowAction = 'save' | 'approve' | 'revise' | 'history';

export interface TargetRowActionsProps {
  row: GridRow;
  label: string;
  rights: { write: boolean; approve: boolean };
  unlocked: boolean;
  onAction: (action: RowAction) => void;
}

/** A row's buttons, each named with its measure for a screen reader: save, approve, revise, history. */
export function TargetRowActions({
  row,
  label,
  rights,
  unlocked,
  onAction,
}: TargetRowActionsProps) {
  const intl = useIntl();
  const button = (action: RowAction, strong = false) => (
    <button
      key={action}
      type="button"
      aria-label={intl.formatMessage({ id: `target.action.${action}.of` }, { measure: label })}
      className={`whitespace-nowrap rounded px-2 py-1 text-xs font-semibold ${strong ? 'bg-primary text-white hover:bg-secondary' : 'border border-primary text-primary hover:bg-gray-100'}`}
      onClick={() => onAction(action)}
    >
      {intl.formatMessage({ id: `target.action.${action}` })}
    </button>
  );
  const locked = Boolean(row.approved) && !row.proposed && !unlocked;
  return (
    <div className="flex flex-wrap gap-1">
      {rights.write && !locked && button('save', true)}
      {rights.write && locked && button('revise')}
      {rights.approve && row.proposed && button('approve')}
      {(row.approved || row.proposed) && button('history')}
    </div>
  );
}
