import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { type Band, bandOf, percentOf } from '@/shared/targets/bands';
import { Panel } from './panel';

/** Each band's mark: a shape as well as a colour, beside its name in words. */
export const BAND_MARKS: Record<Band, string> = {
  onTrack: '●',
  atRisk: '▲',
  behind: '▼',
  none: '–',
};

/** Each band's colour, always beside its name in words: never colour alone. */
const TONE: Record<Band, { bar: string; text: string; mark: string; edge: string }> = {
  onTrack: {
    bar: 'bg-emerald-700',
    text: 'text-emerald-800',
    mark: '●',
    edge: 'border-t-emerald-700',
  },
  atRisk: { bar: 'bg-amber-500', text: 'text-amber-800', mark: '▲', edge: 'border-t-amber-500' },
  behind: { bar: 'bg-rose-700', text: 'text-rose-800', mark: '▼', edge: 'border-t-rose-700' },
  none: { bar: 'bg-gray-400', text: 'text-gray-700', mark: '–', edge: 'border-t-gray-300' },
};

export interface AchievementCardProps {
  label: string;
  /** What was achieved in the year so far; undefined while it loads. */
  achieved?: number;
  /** The year's target; null when none is set (shown as missing, never as zero). */
  target?: number | null;
  /** The target up to the end of the current four-month period (the pro-rated target). */
  targetToDate?: number | null;
  /** The four-month period the figures run to (1–3). */
  throughPeriod: 1 | 2 | 3;
  /** Where the target comes from (its own, or the sum of its palikas'), in words. */
  note?: string;
  /** Ways on from the card: the records behind it, the target's history. */
  children?: ReactNode;
}

/**
 * One measure's achievement against its target (issue 19 §2): the year's figure and its share of
 * the year's target, and the band of what was achieved to this period against the target
 * pro-rated to it, said in words as well as shown in colour. A missing target says so; a target
 * of zero has no percentage ("—").
 */
export function AchievementCard({
  label,
  achieved,
  target,
  targetToDate,
  throughPeriod,
  note,
  children,
}: AchievementCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const pct = (value: number | undefined) =>
    value === undefined ? '—' : formatNumber(value, locale, { maximumFractionDigits: 1 });
  const loading = achieved === undefined;
  const band = loading ? 'none' : bandOf(achieved, targetToDate);
  const toDate = loading || targetToDate == null ? undefined : percentOf(achieved, targetToDate);
  const tone = TONE[band];
  const headingId = useId();
  return (
    <Panel
      className={`flex flex-col gap-2 border-t-4 p-4 ${tone.edge}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-sm font-medium text-gray-700">
        {label}
      </h3>
      {loading ? (
        <span className="block h-9 w-24 animate-pulse rounded bg-gray-200" aria-hidden />
      ) : (
        <p className="text-3xl font-semibold text-gray-900">{n(achieved)}</p>
      )}
      {!loading && (
        <p className="text-sm text-gray-700">
          {target == null ? (
            <FormattedMessage id="achievement.noTarget" />
          ) : (
            <FormattedMessage
              id="achievement.ofTarget"
              values={{ target: n(target), percent: pct(percentOf(achieved, target)) }}
            />
          )}
        </p>
      )}
      {!loading && targetToDate != null && (
        <div
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(toDate ?? 0, 100)}
          aria-label={intl.formatMessage({ id: 'achievement.toDate.label' }, { label })}
          className="h-3 w-full overflow-hidden rounded bg-gray-200"
        >
          <div
            className={`h-full ${tone.bar}`}
            style={{ width: `${Math.min(toDate ?? 0, 100)}%` }}
          />
        </div>
      )}
      {!loading && (
        <p className={`text-sm font-medium ${tone.text}`}>
          <span aria-hidden>{tone.mark} </span>
          <FormattedMessage id={`achievement.band.${band}`} />
          {targetToDate != null && (
            <>
              {' · '}
              <FormattedMessage
                id="achievement.toDate"
                values={{
                  percent: pct(toDate),
                  achieved: n(achieved),
                  target: n(targetToDate),
                  period: n(throughPeriod),
                }}
              />
            </>
          )}
        </p>
      )}
      {note && <p className="text-xs text-gray-700">{note}</p>}
      {children && <div className="mt-auto flex flex-wrap gap-3 text-sm">{children}</div>}
    </Panel>
  );
}
