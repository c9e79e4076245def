import { FormattedMessage, useIntl } from 'react-intl';

/**
 * What a panel shows before its answer: the failure said in words, else a named skeleton while it
 * loads; nothing once the answer is here.
 */
export function TileStatus({
  failed,
  loaded,
  height = 'h-64',
}: {
  failed?: boolean;
  loaded: boolean;
  height?: 'h-40' | 'h-64';
}) {
  const intl = useIntl();
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-800">
        <FormattedMessage id="dashboard.tile.failed" />
      </p>
    );
  if (loaded) return null;
  return (
    <div
      role="status"
      className={`${height} animate-pulse rounded bg-gray-100`}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'dashboard.tile.loading' })}
    />
  );
}
