import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import {
  RowLockBadge,
  isRowLocked,
  useLockedLabel,
} from '@/client/components/record-screen/row-lock';
import type { Activity } from './activity-tree-model';

export const LINK =
  'inline-flex min-h-[2.5rem] items-center rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-secondary';
const QUIET_LINK =
  'inline-flex min-h-[2.5rem] items-center rounded border border-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-primary hover:bg-primary/10';

export interface ActivityToolbarProps {
  /** The activity chosen in the tree, whose actions show. */
  selected?: Activity;
  /** The activity form's link: a new activity (of a parent) or one edited. */
  formHref: (query: Record<string, string | number>) => string;
  newQuery: Record<string, string | number>;
  onMove: (step: -1 | 1) => void;
  onDelete: (activity: Activity) => void;
}

/** What a writer does in the tree: add an activity, and a sub-activity, edit, move or delete the one chosen. */
export function ActivityToolbar({
  selected,
  formHref,
  newQuery,
  onMove,
  onDelete,
}: ActivityToolbarProps) {
  const intl = useIntl();
  const lockedLabel = useLockedLabel();
  const deleteLabel = intl.formatMessage({ id: 'activity.delete' });
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'activity.toolbar' })}
      className="mb-3 flex flex-wrap gap-2"
    >
      <Link className={LINK} href={formHref(newQuery)}>
        <FormattedMessage id="activity.add" />
      </Link>
      {selected && (
        <>
          {selected.level < 3 && (
            <Link className={QUIET_LINK} href={formHref({ ...newQuery, parentId: selected._id })}>
              <FormattedMessage id="activity.addSub" values={{ code: selected.code }} />
            </Link>
          )}
          <Link className={QUIET_LINK} href={formHref({ id: selected._id })}>
            <FormattedMessage id="activity.edit" values={{ code: selected.code }} />
          </Link>
          <Button variant="outline" onClick={() => onMove(-1)}>
            <FormattedMessage id="activity.moveUp" />
          </Button>
          <Button variant="outline" onClick={() => onMove(1)}>
            <FormattedMessage id="activity.moveDown" />
          </Button>
          <Button
            variant="danger"
            disabled={isRowLocked(selected)}
            title={isRowLocked(selected) ? lockedLabel(deleteLabel) : undefined}
            onClick={() => onDelete(selected)}
          >
            {deleteLabel}
          </Button>
          {selected.periodLock && <RowLockBadge lock={selected.periodLock} />}
        </>
      )}
    </div>
  );
}
