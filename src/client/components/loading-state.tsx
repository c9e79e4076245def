import { useIntl } from 'react-intl';

export interface LoadingStateProps {
  /** Number of skeleton lines. */
  lines?: number;
  label?: string;
}

/** A skeleton of the content to come, announced once to screen readers. */
export function LoadingState({ lines = 3, label }: LoadingStateProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="h-4 animate-pulse rounded bg-gray-200"
          style={{ width: `${90 - i * 12}%` }}
        />
      ))}
    </div>
  );
}
