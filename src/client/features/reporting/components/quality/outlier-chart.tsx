import {
  Bar,
  BarChart,
  Cell,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { Schemas } from '@/shared/api/types';
import type { QualityWords } from '../../quality-words';

/** Theme colours: the earlier periods, the period flagged, the band (in words beside it too). */
const EARLIER = '#6a6cb0';
const FLAGGED = '#b91c1c';
const BAND = '#dcfce7';
const BAND_EDGE = '#15803d';
const MEDIAN = '#303068';

export interface OutlierChartProps {
  outlier: Schemas['QualityOutlier'];
  words: QualityWords;
}

/**
 * The small chart of an outlier (recharts, in its own chunk): the three periods before and this
 * one as bars, the band of ±33 % around the earlier periods' mean shaded, or the district's median
 * as a line; the period flagged in another colour. The sentence beside it says the same in words.
 */
export default function OutlierChart({ outlier, words }: OutlierChartProps) {
  const last = outlier.history.length - 1;
  const data = outlier.history.map((point) => ({
    name: words.t('quality.chart.point', {
      year: words.year(point.fiscalYear),
      period: words.number(point.period),
    }),
    value: point.value,
  }));
  const band = outlier.test === 'band' ? outlier.band : null;
  const median = outlier.test === 'district' ? outlier.district?.median : undefined;
  const largest = Math.max(0, band?.high ?? 0, median ?? 0, ...data.map((d) => d.value));
  return (
    <ResponsiveContainer width="100%" height={160}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
        <YAxis
          width={56}
          tick={{ fontSize: 11 }}
          domain={[0, Math.ceil(largest * 1.1) || 1]}
          tickFormatter={(value: number) => words.number(value)}
        />
        {band && (
          <ReferenceArea
            y1={band.low}
            y2={band.high}
            fill={BAND}
            fillOpacity={0.8}
            stroke={BAND_EDGE}
            strokeDasharray="4 2"
            ifOverflow="extendDomain"
          />
        )}
        {median !== undefined && (
          <ReferenceLine
            y={median}
            stroke={MEDIAN}
            strokeDasharray="4 2"
            ifOverflow="extendDomain"
          />
        )}
        <Bar dataKey="value" isAnimationActive={false}>
          {data.map((point, i) => (
            <Cell key={point.name} fill={i === last ? FLAGGED : EARLIER} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
