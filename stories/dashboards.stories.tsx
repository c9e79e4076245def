import { useIntl } from 'react-intl';
import { Breadcrumb } from '@/client/features/dashboards/components/breadcrumb';
import { ChartCard } from '@/client/features/dashboards/components/chart-card';
import { FilterBar } from '@/client/features/dashboards/components/filter-bar';
import { KpiCard } from '@/client/features/dashboards/components/kpi-card';
import { NothingRecorded } from '@/client/features/dashboards/components/nothing-recorded';
import { PlacesPanel } from '@/client/features/dashboards/components/places-panel';
import { ProgrammeFigures } from '@/client/features/dashboards/components/programme-figures';
import { ProgrammeSection } from '@/client/features/dashboards/components/programme-section';
import { keyLabeller, orderRows, periodLabel } from '@/client/features/dashboards/figure-labels';
import { NepalMap } from '@/client/features/dashboards/map/nepal-map';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { phoneDecorator } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** What a designer changes on every dashboard story: still loading, nothing recorded, larger figures, a phone's width. */
type Args = { loading: boolean; empty: boolean; scale: number; phone: boolean };
type Shown = Partial<Pick<Args, 'loading' | 'empty' | 'scale'>>;

/**
 * The dashboards' parts (Dashboard, CBR, Service Provided, Achievement vs Target): key figures
 * against the year before, charts with their table view and export, the map and places one level
 * down, filters, the place trail, and what a view with nothing recorded says. Use them only on a
 * dashboard route: Tremor and the charts load there alone.
 */
const meta: Meta<Args> = {
  subcomponents: {
    Breadcrumb,
    ChartCard,
    FilterBar,
    KpiCard,
    NothingRecorded,
    PlacesPanel,
    ProgrammeFigures,
    ProgrammeSection,
    NepalMap,
  },
  title: 'Dashboards',
  args: { loading: false, empty: false, scale: 1, phone: false },
  argTypes: {
    scale: { control: 'inline-radio', options: [1, 10, 1000] },
  },
  decorators: [phoneDecorator],
};
export default meta;
type Story = StoryObj<Args>;

const PROVINCES: [number, string, string, number][] = [
  [1, 'Koshi Province', 'कोशी प्रदेश', 92_340],
  [2, 'Madhesh Province', 'मधेश प्रदेश', 131_205],
  [3, 'Bagmati Province', 'बागमती प्रदेश', 118_877],
  [4, 'Gandaki Province', 'गण्डकी प्रदेश', 52_311],
  [5, 'Lumbini Province', 'लुम्बिनी प्रदेश', 101_650],
  [6, 'Karnali Province', 'कर्णाली प्रदेश', 38_904],
  [7, 'Sudurpashchim Province', 'सुदूरपश्चिम प्रदेश', 61_277],
];

const PLACES: Schemas['DashboardPlaces'] = {
  period: { fiscalYear: 2083, trimester: null },
  level: 'province',
  rows: PROVINCES.map(([id, nameEn, nameNe, registered]) => ({
    id,
    nameEn,
    nameNe,
    place: { provinceId: id },
    registered,
    active: Math.round(registered * 0.96),
    personsServed: Math.round(registered * 0.58),
    services: registered * 3,
    cost: registered * 1_250,
  })),
};

function Figures({ loading = false, empty = false, scale = 1 }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  const label = keyLabeller('disabilityType', intl, locale);
  const rows = orderRows('disabilityType', [
    { key: 'physical', value: 2_31_450 },
    { key: 'visual', value: 98_120 },
    { key: 'hearing', value: 88_760 },
    { key: 'intellectual', value: 41_230 },
    { key: 'multiple', value: 37_905 },
  ]).map((row) => ({ ...row, value: empty ? 0 : row.value * scale, label: label(row.key) }));
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'dashboard.tile.byType' })}
      description={intl.formatMessage({ id: 'dashboard.counts.person' })}
      valueName={intl.formatMessage({ id: 'dashboard.measure.registered' })}
      rows={loading ? undefined : rows}
      fileName="registered-by-type"
      onSelect={() => undefined}
      selectLabel={intl.formatMessage({ id: 'dashboard.narrow' })}
      footnote={intl.formatMessage({ id: 'dashboard.footnote.persons' }, { total: 491220 })}
    />
  );
}

function Months({ loading = false, empty = false, scale = 1 }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  const label = keyLabeller('month', intl, locale);
  const rows = orderRows('month', [
    { key: '1', value: 120 },
    { key: '2', value: 310 },
    { key: '3', value: 280 },
    { key: '4', value: 95 },
  ]).map((row) => ({ ...row, value: empty ? 0 : row.value * scale, label: label(row.key) }));
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'dashboard.tile.servicesByMonth' })}
      valueName={intl.formatMessage({ id: 'dashboard.measure.services' })}
      rows={loading ? undefined : rows}
      layout="columns"
      fileName="services-by-month"
    />
  );
}

const COMPONENTS: [string, string, string][] = [
  ['1', 'Health', 'स्वास्थ्य'],
  ['2', 'Education', 'शिक्षा'],
  ['3', 'Livelihood', 'जीविकोपार्जन'],
  ['4', 'Social', 'सामाजिक'],
  ['5', 'Empowerment', 'सशक्तीकरण'],
];

/** Services by component, month by month: stacked columns (and, for print, a table with a column per component). */
function ComponentsByMonth({ loading = false, empty = false, scale = 1 }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  const label = keyLabeller('month', intl, locale);
  const series = COMPONENTS.map(([key, en, ne]) => ({ key, label: locale === 'np' ? ne : en }));
  const rows = orderRows('month', [{ key: '1', value: 0 }]).map((row, month) => {
    const parts = Object.fromEntries(
      COMPONENTS.map(([key], i) => [key, empty ? 0 : (((month + 3) * (i + 2) * 37) % 900) * scale]),
    );
    return {
      ...row,
      label: label(row.key),
      parts,
      value: Object.values(parts).reduce((a, b) => a + b, 0),
    };
  });
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'dashboard.tile.servicesByComponentAnd.month' })}
      valueName={intl.formatMessage({ id: 'dashboard.measure.services' })}
      rows={loading ? undefined : rows}
      series={series}
      layout="columns"
      fileName="services-by-month-and-component"
    />
  );
}

function Kpis({ loading = false, empty = false, scale = 1 }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  // The year before, in the reader's digits, as the dashboard labels it.
  const lastYear = periodLabel({ fiscalYear: 2082 }, intl, locale);
  const shown = (value: number) => (loading ? undefined : empty ? 0 : value * scale);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <KpiCard
        label={t('dashboard.kpi.registered')}
        value={shown(6_50_079)}
        previous={shown(6_12_400)}
        previousLabel={lastYear}
        note={t('dashboard.kpi.registered.note')}
        href="/pwd/profile/list"
      />
      <KpiCard
        label={t('dashboard.kpi.personsServed')}
        value={shown(3_12_004)}
        previous={shown(3_40_118)}
        previousLabel={lastYear}
        note={t('dashboard.kpi.personsServed.note')}
      />
      <KpiCard label={t('dashboard.kpi.services')} />
    </div>
  );
}

function Trail() {
  const intl = useIntl();
  const locale = useLocale();
  const np = locale === 'np';
  return (
    <Breadcrumb
      items={[
        { label: intl.formatMessage({ id: 'dashboard.crumb.nation' }), onSelect: () => undefined },
        { label: np ? 'कोशी प्रदेश' : 'Koshi Province', onSelect: () => undefined },
        { label: np ? 'मोरंग' : 'Morang' },
      ]}
    />
  );
}

function Map({ empty = false, scale = 1 }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <NepalMap
      level="province"
      measureLabel={intl.formatMessage({ id: 'dashboard.measure.registered' })}
      onSelect={() => undefined}
      areas={PROVINCES.map(([id, nameEn, nameNe, value]) => ({
        id,
        name: locale === 'np' ? nameNe : nameEn,
        nameEn,
        value: empty ? 0 : value * scale,
      }))}
    />
  );
}

const figure = (value: number, previous: number) => ({ value, previous });
const PROGRAMME: Schemas['DashboardProgramme'] = {
  period: { fiscalYear: 2083, trimester: 1 },
  previousPeriod: { fiscalYear: 2082, trimester: 3 },
  activitiesPlanned: figure(2_340, 2_310),
  activitiesCompleted: figure(415, 2_050),
  budget: figure(12_45_60_000, 11_90_00_000),
  plannedOutput: figure(18_400, 17_950),
  achievedOutput: figure(6_212, 5_870),
  expenditure: figure(2_84_35_500, 3_10_20_000),
  activityParticipants: figure(9_845, 9_120),
};

/** The programme's figures against plan, as a province sees them, or with nothing planned ("—"). */
function Programme({ empty = false, loading = false }: Shown) {
  const intl = useIntl();
  const locale = useLocale();
  const nothing = figure(0, 0);
  const figures = empty
    ? { ...PROGRAMME, activitiesPlanned: nothing, activitiesCompleted: nothing, budget: nothing }
    : PROGRAMME;
  return (
    <ProgrammeFigures
      query={{ fiscalYear: 2083, trimester: 1 }}
      figures={loading ? undefined : figures}
      previousLabel={periodLabel(PROGRAMME.previousPeriod, intl, locale)}
    />
  );
}

/** Every story takes the controls: loading, nothing recorded, figures ten or a thousand times larger, a phone. */
export const KeyFigures: Story = { render: (args) => <Kpis {...args} /> };
export const ProgrammeAgainstPlan: Story = { render: (args) => <Programme {...args} /> };
export const ProgrammeWithNothingPlanned: Story = {
  ...ProgrammeAgainstPlan,
  args: { empty: true },
};
export const ProgrammeLoading: Story = { ...ProgrammeAgainstPlan, args: { loading: true } };
/** A view narrowed to a person's sex: the programme, which counts activities, says why it is left out. */
export const ProgrammeNarrowedByPerson: Story = {
  render: () => <ProgrammeSection query={{ fiscalYear: 2083, gender: 'female' }} />,
};
export const BarsWithTable: Story = { render: (args) => <Figures {...args} /> };
export const ColumnsByMonth: Story = { render: (args) => <Months {...args} /> };
export const StackedByComponent: Story = { render: (args) => <ComponentsByMonth {...args} /> };
export const ChartLoading: Story = { ...BarsWithTable, args: { loading: true } };
export const ProvinceMap: Story = { render: (args) => <Map {...args} /> };
export const Places: Story = {
  render: ({ scale }) => (
    <PlacesPanel
      places={{
        ...PLACES,
        rows: PLACES.rows.map((row) => ({ ...row, registered: row.registered * scale })),
      }}
      onSelect={() => undefined}
    />
  ),
};
/** The key figures on a phone's width. */
export const KeyFiguresOnAPhone: Story = { ...KeyFigures, args: { phone: true, scale: 1000 } };
export const Filters: Story = {
  render: () => (
    <FilterBar
      query={{ fiscalYear: 2083, trimester: 2, gender: 'female' }}
      onChange={() => undefined}
    />
  ),
};
export const PlaceTrail: Story = { render: () => <Trail /> };
/** A view with nothing recorded: where and when, and the nearest useful steps. */
export const NothingRecordedHere: Story = {
  render: () => (
    <NothingRecorded
      query={{ fiscalYear: 2083, gender: 'female' }}
      place="Biratnagar"
      period="2083/84"
      narrowed
      onFilters={() => undefined}
    />
  ),
  parameters: { latinData: ['Biratnagar'] },
};
/** A chart whose every bar is zero says so instead of drawing an empty axis. */
export const ChartWithNothing: Story = {
  render: () => (
    <ChartCard
      title="—"
      rows={[
        { key: '1', label: '1', value: 0 },
        { key: '2', label: '2', value: 0 },
      ]}
      valueName="—"
      fileName="nothing"
    />
  ),
};
