import { useIntl } from 'react-intl';
import { TargetGrid } from '@/client/features/targets/components/target-grid';
import { type GridRow, gridRows } from '@/client/features/targets/target-grid-rows';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { type DataArgs, StoryRecord, loadStates } from './support/data-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Target = Schemas['Target'];

const target = (
  measure: Target['measure'],
  status: Target['status'],
  total: number,
  extra: Partial<Target> = {},
): Target => ({
  _id: crypto.randomUUID(),
  fiscalYear: 2083,
  scope: 'palika',
  provinceId: null,
  districtId: null,
  palikaId: 60,
  batchId: null,
  measure,
  categoryId: null,
  templateId: null,
  attributeId: null,
  total,
  periodT1: Math.round(total * 0.3),
  periodT2: Math.round(total * 0.35),
  periodT3: total - Math.round(total * 0.3) - Math.round(total * 0.35),
  female: null,
  male: null,
  other: null,
  baseline: null,
  baselineFiscalYear: null,
  budgetNpr: null,
  source: 'palika_plan',
  notes: null,
  status,
  revision: 0,
  revisionOf: null,
  revisionReason: null,
  approvedBy: status === 'approved' ? 'province' : null,
  approvedAt: status === 'approved' ? '2026-08-01T05:00:00.000Z' : null,
  place: { nameEn: 'Biratnagar Metropolitan City', nameNe: 'विराटनगर महानगरपालिका' },
  revisions: [],
  version: 1,
  createdAt: '2026-07-20T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2026-07-20T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
  ...extra,
});

/** Registered: approved and locked; persons served: approved, with a raised revision proposed; services: proposed; the rest not set. */
const ROWS = gridRows([
  target('registrations', 'approved', 110),
  target('personsServed', 'approved', 485),
  target('personsServed', 'proposed', 520, { revision: 1, revisionReason: 'Mid-year review' }),
  target('services', 'proposed', 748, { female: 380, male: 360, other: 8 }),
]);

function Grid({ write, approve }: { write: boolean; approve: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const labelOf = (row: GridRow) =>
    intl.formatMessage({ id: `enum.targetMeasure.${row.measure.measure}` });
  return (
    <TargetGrid
      caption={intl.formatMessage(
        { id: 'target.grid.caption' },
        { year: formatDigits('2083/84', locale) },
      )}
      rows={ROWS}
      labelOf={labelOf}
      rights={{ write, approve }}
      onAction={async () => [
        `${intl.formatMessage({ id: 'target.field.periods' })}: ${intl.formatMessage({ id: 'field.partsNotTotal' })}`,
      ]}
    />
  );
}

type Args = { write: boolean; approve: boolean } & Partial<DataArgs>;

/** The grid as the targets page shows it: its rows, or the page's loading and failure. */
function TargetsPage({ write, approve, ...states }: Args) {
  return (
    <StoryRecord {...states} record={null} title="page.targetList">
      {() => <Grid write={write} approve={approve} />}
    </StoryRecord>
  );
}

const meta: Meta<typeof TargetsPage> = {
  subcomponents: { TargetGrid },
  title: 'Programme/Targets grid',
  component: TargetsPage,
  ...loadStates,
};
export default meta;
type Story = StoryObj<typeof TargetsPage>;

/** A palika's user: types figures, saves (here every save is refused, to show the row's problems); approved rows are locked until revised. */
export const PalikaProposes: Story = { args: { write: true, approve: false } };
/** A province user: sets targets approved at once, and approves the palika's proposals. */
export const ProvinceApproves: Story = { args: { write: true, approve: true } };
/** A district user reads. */
export const ReadOnly: Story = { args: { write: false, approve: false } };
