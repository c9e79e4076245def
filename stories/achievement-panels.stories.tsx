import { useIntl } from 'react-intl';
import { AchievementPlaces } from '@/client/features/dashboards/components/achievement-places';
import { AchievementTrend } from '@/client/features/dashboards/components/achievement-trend';
import type { Schemas } from '@/shared/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Figure = Schemas['AchievementFigure'];
const KEY = 'services|0|0|0';

/** A figure as the server answers it: a target (or none), achieved to the end of period 2. */
const figure = (achieved: number, target: number | null): Figure => {
  const proRated = target === null ? null : Math.round(target * 0.65);
  const share = (of: number | null) =>
    of === null || of === 0 ? null : Math.round((achieved / of) * 1000) / 10;
  const toDate = share(proRated);
  return {
    key: KEY,
    achieved,
    target,
    proRated,
    percent: share(target),
    percentToDate: toDate,
    band: toDate === null ? 'none' : toDate >= 90 ? 'onTrack' : toDate >= 70 ? 'atRisk' : 'behind',
    source: target === null ? null : 'palikas',
    targetId: null,
    palikasWithTarget: target === null ? 0 : 12,
  };
};

const measure: Schemas['AchievementMeasure'] = {
  key: KEY,
  measure: 'services',
  categoryId: null,
  templateId: null,
  attributeId: null,
  nameEn: null,
  nameNe: null,
  figure: figure(1_861, 4_200),
  periods: [
    { period: 1, target: 1_260, achieved: 1_320 },
    { period: 2, target: 1_470, achieved: 541 },
    { period: 3, target: 1_470, achieved: 0 },
  ],
};

const DISTRICTS: [number, string, string, number, number | null][] = [
  [14, 'Morang', 'मोरङ', 1_210, 1_300],
  [13, 'Sunsari', 'सुनसरी', 402, 800],
  [12, 'Jhapa', 'झापा', 290, 600],
  [9, 'Ilam', 'इलाम', 88, null],
  [10, 'Taplejung', 'ताप्लेजुङ', 12, 0],
];

const answer: Schemas['DashboardAchievement'] = {
  period: { fiscalYear: 2083, trimester: 2 },
  level: 'district',
  measures: [measure],
  chosen: measure.key,
  places: DISTRICTS.map(([id, nameEn, nameNe, achieved, target]) => ({
    id,
    nameEn,
    nameNe,
    place: { provinceId: 1, districtId: id },
    figures: [figure(achieved, target)],
  })),
  batches: [
    {
      id: '0b4ad0e2-31a4-4f1e-9c0e-6a3f0e2b7c11',
      code: 'KOSHI-B1',
      nameEn: 'Batch 1',
      nameNe: 'पहिलो समूह',
      entryFiscalYear: 2080,
      programmeYear: 4,
      palikas: 12,
      figures: [figure(950, 1_400)],
    },
    {
      id: '5f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      code: 'KOSHI-B2',
      nameEn: 'Batch 2',
      nameNe: 'दोस्रो समूह',
      entryFiscalYear: 2082,
      programmeYear: 2,
      palikas: 9,
      figures: [figure(310, null)],
    },
  ],
};

function Panels({ empty = false }: { empty?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'enum.targetMeasure.services' });
  return (
    <div className="flex flex-col gap-4">
      <AchievementTrend label={label} periods={measure.periods} through={2} fileName="trend" />
      <AchievementPlaces
        answer={empty ? { ...answer, places: [], batches: [] } : answer}
        chosen={measure}
        label={label}
        recordsOf={() => '#records'}
        historyOf={(id) => `#history-${id}`}
        onSelect={() => {}}
      />
    </div>
  );
}

const meta: Meta<typeof Panels> = {
  subcomponents: { AchievementPlaces, AchievementTrend },
  title: 'Dashboards/Achievement by period, place and batch',
  component: Panels,
  parameters: { latinData: ['KOSHI'] },
};
export default meta;
type Story = StoryObj<typeof Panels>;

/**
 * Koshi's districts ranked by the share of the target to date, one without a target ("No
 * target", last) and one with a target of zero ("—"); its batches side by side.
 */
export const DistrictsAndBatches: Story = { args: { empty: false } };
/** A palika has no places below it with targets, and no batch inside: only the trend. */
export const TrendOnly: Story = { args: { empty: true } };
