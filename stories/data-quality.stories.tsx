import { AreaReport } from '@/client/components/area-report';
import { ErrorCommentsForm } from '@/client/features/reporting/components/quality/error-comments-form';
import { FlagsCheck } from '@/client/features/reporting/components/quality/flags-check';
import { OutlierItem } from '@/client/features/reporting/components/quality/outlier-item';
import { QualityFlags } from '@/client/features/reporting/components/quality/quality-flags';
import { QualityTable } from '@/client/features/reporting/components/quality/quality-table';
import { ViolationItem } from '@/client/features/reporting/components/quality/violation-item';
import { ReportActions } from '@/client/features/reporting/components/report-actions';
import { ReportHeading } from '@/client/features/reporting/components/report-heading';
import { ReportView } from '@/client/features/reporting/components/report-view';
import { qualityFile } from '@/client/features/reporting/quality-export';
import { useQualityWords } from '@/client/features/reporting/quality-words';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import type { ReportMove, ReportState } from '@/shared/reporting/moves';
import {
  QUALITY_DISTRICT,
  QUALITY_LATIN,
  QUALITY_PROVINCE,
  QUALITY_REPORT,
  QUALITY_REPORT_CLEAN,
} from './support/data-quality-fixtures';
import {
  type DataArgs,
  type DataState,
  OFFLINE,
  StoryRecord,
  lengthenNepali,
  listStates,
  recordStates,
} from './support/data-state';
import { onAPhone } from './support/phone';
import { REPORTING_LATIN, reportIn } from './support/reporting-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = DataArgs & { phone: boolean; state: ReportState; moves: ReportMove[] };

/**
 * Data quality where the approver decides (issue 40 §4): a palika's period with its errors,
 * warnings and outliers above the moves (each opening the records behind it, an outlier with its
 * small chart and band in words), the comments a submission with errors asks for, the flags shown
 * again before an approval, and the places of an area ranked by what looks wrong in them.
 */
const meta: Meta<Args> = {
  title: 'Data quality',
  subcomponents: {
    AreaReport,
    ErrorCommentsForm,
    FlagsCheck,
    OutlierItem,
    QualityFlags,
    QualityTable,
    ViolationItem,
  },
  ...onAPhone,
  args: { phone: false, state: 'submitted', moves: ['return', 'approve'] },
  argTypes: {
    state: { control: 'inline-radio', options: ['open', 'submitted', 'approved', 'accepted'] },
    moves: { control: 'check', options: ['submit', 'return', 'approve', 'accept', 'reopen'] },
  },
  parameters: { latinData: [...REPORTING_LATIN, ...QUALITY_LATIN] },
};
export default meta;
type Story = StoryObj<Args>;

const move = async () => undefined;
const errors = QUALITY_REPORT.violations.filter((v) => v.severity === 'error');

const period = (quality: Schemas['QualityReport']) => (args: Args) => (
  <StoryRecord {...args} record={reportIn(args.state, args.moves)} title="page.reportPeriod">
    {(report) => (
      <>
        <ReportHeading report={report} />
        <ReportView report={report} onMove={move} quality={{ data: quality }} />
      </>
    )}
  </StoryRecord>
);

/** A submission as the district reads it: two errors, a warning and two outliers above the moves. */
export const PeriodWithFlags: Story = { ...recordStates, render: period(QUALITY_REPORT) };
/** The palika before submitting: the same flags; "Submit" asks for a comment on each error. */
export const BeforeSubmitting: Story = {
  args: { ...recordStates.args, state: 'open', moves: ['submit'] },
  argTypes: recordStates.argTypes,
  render: period(QUALITY_REPORT),
};
/** A period where nothing looks wrong: the rules checked, said in words. */
export const NothingWrong: Story = { ...recordStates, render: period(QUALITY_REPORT_CLEAN) };

/** The flags on their way. */
export const FlagsLoading: Story = { render: () => <QualityFlags /> };
/** The flags that could not be read, with "Try again" (one region a page, as on the period page). */
export const FlagsFailed: Story = {
  render: () => <QualityFlags error={OFFLINE} onRetry={() => undefined} />,
};

function Flag({ which }: { which: 'error' | 'warning' | 'band' | 'district' }) {
  const words = useQualityWords();
  const outlier = QUALITY_REPORT.outliers.find((o) => o.test === which);
  const violation = QUALITY_REPORT.violations.find((v) => v.severity === which);
  return (
    <ul className="max-w-3xl">
      {outlier && <OutlierItem outlier={outlier} words={words} />}
      {violation && (
        <ViolationItem violation={violation} palikaId={QUALITY_REPORT.palikaId} words={words} />
      )}
    </ul>
  );
}

/** An error: more cards issued than persons registered, both sides opening their records. */
export const ErrorFlag: Story = { render: () => <Flag which="error" /> };
/** A warning: a red or blue card held while every Washington Group answer is "no difficulty". */
export const WarningFlag: Story = { render: () => <Flag which="warning" /> };
/** An outlier against the palika's own last three periods: the band shaded, and in words. */
export const OutlierAgainstItsPeriods: Story = { render: () => <Flag which="band" /> };
/** An outlier against the district's other palikas: the median as a line, and in words. */
export const OutlierAgainstTheDistrict: Story = { render: () => <Flag which="district" /> };

/** "Submit" with errors: a comment box for each, named by its rule, all required. */
export const CommentsOnErrors: Story = {
  render: function Render() {
    const words = usePeriodWords();
    return <ErrorCommentsForm errors={errors} submitLabel={words.move('submit')} onSubmit={move} />;
  },
};
/** "Submit" opened from the moves: the comments asked before the submission goes. */
export const SubmitAsksForComments: Story = {
  render: () => <ReportActions moves={['submit']} onMove={move} quality={QUALITY_REPORT} />,
};
/** "Approve" on a period with flags: the flags again, then the approver decides. */
export const ApprovalCheck: Story = {
  render: function Render() {
    const words = usePeriodWords();
    return (
      <FlagsCheck
        quality={QUALITY_REPORT}
        moveLabel={words.move('approve')}
        onConfirm={move}
        onCancel={() => undefined}
      />
    );
  },
};

/** The ranking as its page shows it: heading with Print, then the table with Export, in each state. */
function Ranking({ area, data = 'filled' }: { area: Schemas['QualityArea']; data?: DataState }) {
  const words = useQualityWords();
  const answer = {
    data: { filled: area, empty: { ...area, places: [] }, loading: undefined, failed: undefined }[
      data
    ],
    error: data === 'failed' ? OFFLINE : null,
    isFetching: false,
    refetch: () => undefined,
  };
  return (
    <AreaReport
      title={words.t('page.dataQuality')}
      description={words.t('quality.area.description')}
      filters={null}
      answer={answer}
      table={(shown) => <QualityTable area={shown} words={words} />}
      fileOf={(shown) => ({ fileName: 'data-quality', ...qualityFile(shown, words) })}
    />
  );
}

/** A district's palikas ranked by errors, warnings and outliers, each opening its period. */
export const DistrictRanking: Story = {
  ...listStates,
  render: (args) => (
    <Ranking area={lengthenNepali(QUALITY_DISTRICT, args.longNepali)} data={args.data} />
  ),
};
/** A province's districts, each summing its palikas' flags and naming the rules broken. */
export const ProvinceRanking: Story = {
  ...listStates,
  render: (args) => (
    <Ranking area={lengthenNepali(QUALITY_PROVINCE, args.longNepali)} data={args.data} />
  ),
};
