import { useIntl } from 'react-intl';
import { cardColourOf } from '@/shared/pwd/profile-rules';

const SWATCH = {
  red: 'bg-red-700',
  blue: 'bg-blue-700',
  yellow: 'bg-yellow-400',
  white: 'bg-white',
} as const;

/** The severity class with its card colour: a swatch for the eye, the class and colour in words for everyone. */
export function SeverityBadge({ severityClass }: { severityClass: string | null | undefined }) {
  const intl = useIntl();
  const colour = cardColourOf(severityClass);
  if (!severityClass || !colour) return <span>—</span>;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span
        aria-hidden
        className={`inline-block h-3 w-5 rounded-sm border border-gray-700 ${SWATCH[colour]}`}
      />
      {intl.formatMessage({ id: `enum.severity.${severityClass}` })}
    </span>
  );
}
