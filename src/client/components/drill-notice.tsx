import { FormattedMessage } from 'react-intl';
import { useDrillParts } from '@/client/lib/drill-parts';

export interface DrillNoticeProps {
  /** The list's URL parameters: the drill filters among them are named. */
  params: URLSearchParams;
  /** Removes every drill filter (the list's own filters stay). */
  onClear: () => void;
}

/**
 * What a dashboard's drill-down narrowed a list by beyond its own filters (a period to date, a
 * card issued between two days, a batch's palikas…), so that the list's count is understood and
 * matches the figure clicked; nothing when the list was not opened from a dashboard.
 */
export function DrillNotice({ params, onClear }: DrillNoticeProps) {
  const parts = useDrillParts(params);
  if (parts.length === 0) return null;
  return (
    <p
      role="note"
      className="mb-3 flex flex-wrap items-center gap-2 rounded border border-blue-200 bg-blue-50 p-3 text-sm text-gray-900"
    >
      <FormattedMessage id="drill.title" />: <strong>{parts.join('; ')}</strong>
      <button type="button" className="text-primary underline" onClick={onClear}>
        <FormattedMessage id="drill.clear" />
      </button>
    </p>
  );
}
