import { BatchCard } from '@/client/features/palika/components/standing/batch-card';
import { BatchPeers } from '@/client/features/palika/components/standing/batch-peers';
import { YearFigures } from '@/client/features/palika/components/standing/year-figures';
import type { Schemas } from '@/shared/api/types';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';
import { phaseStarts } from '@/shared/programme/phase';
import { type DataArgs, StoryRecord, loadStates, recordStates } from './support/data-state';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { BatchCard, BatchPeers, YearFigures },
  title: 'Palika/Palika in its batch',
  parameters: {
    latinData: [
      'KOSHI',
      'DPRP',
      'B2',
      'MoSD',
      'Disability',
      'Prevention',
      'and',
      'Rehabilitation',
      'Programme',
    ],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
const figures = (planned: number, achieved: number, budget: number, spent: number) => ({
  activities: 20,
  completed: 7,
  budget,
  expenditure: spent,
  plannedOutput: planned,
  achievedOutput: achieved,
});
const STANDING: Schemas['PalikaStanding'] = {
  palika: place(60, 'Biratnagar', 'विराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  fiscalYear: 2083,
  batch: {
    _id: '00000000-0000-4000-8000-000000000040',
    code: 'KOSHI-DPRP-B2',
    nameEn: 'DPRP Koshi, batch 2',
    nameNe: 'डीपीआरपी कोशी, दोस्रो ब्याच',
    programmeName: 'Disability Prevention and Rehabilitation Programme',
    status: 'active',
    startDate: '2025-01-15',
    plannedEndDate: '2028-07-14',
    costShare: { province: 50, palika: 30, partner: 20 },
  },
  member: {
    joinedOn: '2025-01-15',
    exitedOn: null,
    agreementNo: 'MoSD/2081/12',
    agreementDate: '2025-01-10',
    status: 'active',
    phase: 'cofinanced_y2',
    calendar: phaseStarts(DPRP_SCHEDULE, '2025-01-15'),
  },
  statuses: { planned: 6, ongoing: 5, completed: 7, postponed: 1, cancelled: 1 },
  year: figures(160, 96, 2_400_000, 1_310_000),
  periods: [
    { period: 1, plannedOutput: 60, achievedOutput: 58, expenditure: 720_000 },
    { period: 2, plannedOutput: 60, achievedOutput: 38, expenditure: 590_000 },
    { period: 3, plannedOutput: 40, achievedOutput: 0, expenditure: 0 },
  ],
  peers: [
    {
      palika: place(60, 'Biratnagar', 'विराटनगर'),
      district: place(5, 'Morang', 'मोरंग'),
      joinedOn: '2025-01-15',
      phase: 'cofinanced_y2',
      ...figures(160, 96, 2_400_000, 1_310_000),
    },
    {
      palika: place(52, 'Sundar Haraicha', 'सुन्दरहरैंचा'),
      district: place(5, 'Morang', 'मोरंग'),
      joinedOn: '2025-01-15',
      phase: 'cofinanced_y2',
      ...figures(0, 0, 0, 0),
    },
  ],
};

export const Batch: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={STANDING} title="page.actualPalikaProfileBatch">
      {(standing) => <BatchCard batch={standing.batch!} member={standing.member!} />}
    </StoryRecord>
  ),
};

/** A year with a period not begun: its share shows a dash only when nothing was planned. */
export const Year: Story = {
  ...loadStates,
  render: (args) => (
    <StoryRecord {...args} record={STANDING} title="page.actualPalikaProfileBatch">
      {(standing) => <YearFigures standing={standing} />}
    </StoryRecord>
  ),
};

/** The batch side by side: this palika marked, another with nothing planned shown as "—". */
export const Peers: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={STANDING} title="page.actualPalikaProfileBatch">
      {(standing) => <BatchPeers standing={standing} />}
    </StoryRecord>
  ),
};
