import { CensusKpi } from '@/client/features/dashboards/components/census-kpi';
import { ResourcesPanel } from '@/client/features/dashboards/components/resources-panel';
import type { Schemas } from '@/shared/api/types';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { CensusKpi, ResourcesPanel },
  title: 'Dashboards/CBR resources and census',
  parameters: { latinData: ['Biratnagar', 'Sundarharaicha', 'Belbari', 'Ward'] },
};
export default meta;
type Story = StoryObj;

type Resources = Schemas['DashboardResources'];
type Figures = Resources['total'];

const figures = (f: Partial<Figures>): Figures => ({
  wards: 0,
  fchvs: 0,
  schools: 0,
  schoolsWithResourceClass: 0,
  facilities: 0,
  facilitiesOfferingRehab: 0,
  censusCount: null,
  registeredWhereCensus: 0,
  censusKnown: 0,
  censusPlaces: 1,
  ...f,
});

const ROWS: [number, string, string, Partial<Figures>][] = [
  [
    60,
    'Biratnagar',
    'विराटनगर',
    {
      wards: 19,
      fchvs: 144,
      schools: 94,
      schoolsWithResourceClass: 6,
      facilities: 14,
      facilitiesOfferingRehab: 3,
      censusCount: 4_512,
      registeredWhereCensus: 1_388,
      censusKnown: 1,
    },
  ],
  [
    52,
    'Sundarharaicha',
    'सुन्दरहरैंचा',
    {
      wards: 12,
      fchvs: 96,
      schools: 61,
      schoolsWithResourceClass: 2,
      facilities: 9,
      facilitiesOfferingRehab: 1,
      censusCount: 2_870,
      registeredWhereCensus: 2_015,
      censusKnown: 1,
    },
  ],
  [50, 'Belbari', 'बेलबारी', { wards: 11, fchvs: 72, schools: 48, facilities: 8 }],
];

const BY_PALIKA: Resources = {
  level: 'palika',
  rows: ROWS.map(([id, nameEn, nameNe, f]) => ({
    id,
    nameEn,
    nameNe,
    place: { provinceId: 1, districtId: 5, palikaId: id },
    profileId: id === 50 ? null : `00000000-0000-4000-8000-0000000000${id}`,
    ...figures(f),
  })),
  total: figures({
    wards: 42,
    fchvs: 312,
    schools: 203,
    schoolsWithResourceClass: 8,
    facilities: 31,
    facilitiesOfferingRehab: 4,
    censusCount: 7_382,
    registeredWhereCensus: 3_403,
    censusKnown: 2,
    censusPlaces: 3,
  }),
};

const NOTHING_KNOWN: Resources = {
  level: 'ward',
  rows: [1, 2, 3].map((ward) => ({
    id: 900 + ward,
    nameEn: `Ward ${ward}`,
    nameNe: `वडा ${'०१२३४५६७८९'[ward]}`,
    place: { provinceId: 1, districtId: 5, palikaId: 60, wardId: 900 + ward },
    profileId: `00000000-0000-4000-8000-000000000${900 + ward}`,
    ...figures({ wards: 1, fchvs: 7 + ward, schools: 4, facilities: 1 }),
  })),
  total: figures({ wards: 3, fchvs: 27, schools: 12, facilities: 3, censusPlaces: 3 }),
};

/** A district's palikas: two give a census count, one does not ("—", never zero). */
export const ByPalika: Story = {
  render: () => <ResourcesPanel resources={BY_PALIKA} onSelect={() => undefined} />,
};
/** A palika's wards, none with a census count yet. */
export const WardsWithoutCensus: Story = {
  render: () => <ResourcesPanel resources={NOTHING_KNOWN} onSelect={() => undefined} />,
};
export const Loading: Story = { render: () => <ResourcesPanel onSelect={() => undefined} /> };
export const Failed: Story = {
  render: () => <ResourcesPanel failed onSelect={() => undefined} />,
};
/** The key figure: registered per hundred the census counted, and where it cannot be known. */
export const CensusKeyFigure: Story = {
  render: () => (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <CensusKpi resources={BY_PALIKA} />
      <CensusKpi resources={NOTHING_KNOWN} />
      <CensusKpi />
    </div>
  ),
};
