import { AreaReport } from '@/client/components/area-report';
import { IdCardTable } from '@/client/features/reports/components/id-card-table';
import { idCardFile } from '@/client/features/reports/id-card-export';
import ReportsPage from '@/client/features/reports/pages/reports-page';
import { useReportWords } from '@/client/features/reports/report-words';
import type { Schemas } from '@/shared/api/types';
import { type DataArgs, type DataState, OFFLINE, loadStates } from './support/data-state';
import { onAPhone } from './support/phone';
import { ID_CARDS_MORANG } from './support/report-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = DataArgs & { phone: boolean };

/**
 * The official reports (issue 41): the list of reports, and the ID-card matrix of a district as its
 * page shows it (heading with Print, the twelve type rows × sex × class, each figure opening its
 * persons, Export), with no card yet, loading and failed.
 */
const meta: Meta<Args> = {
  title: 'Official reports',
  subcomponents: { IdCardTable },
  ...onAPhone,
  args: { phone: false },
};
export default meta;
type Story = StoryObj<Args>;

function Matrix({
  report,
  data = 'filled',
}: {
  report: Schemas['IdCardReport'];
  data?: DataState;
}) {
  const words = useReportWords();
  const answer = {
    data: {
      filled: report,
      empty: { ...report, cells: [] },
      loading: undefined,
      failed: undefined,
    }[data],
    error: data === 'failed' ? OFFLINE : null,
    isFetching: false,
    refetch: () => undefined,
  };
  const asOf = words.windowOf(report.fiscalYear, report.period);
  return (
    <AreaReport
      title={words.t('page.idCardReport')}
      description={words.t('reports.idCards.description')}
      filters={null}
      answer={answer}
      table={(shown) => (
        <IdCardTable
          report={shown}
          caption={words.t('reports.idCards.caption', {
            place: words.t('reports.yourArea'),
            window: asOf,
          })}
        />
      )}
      fileOf={(shown) => ({ fileName: 'id-cards', ...idCardFile(shown, words) })}
    />
  );
}

/** The reports an official may open, each for their own area. */
export const Reports: Story = {
  render: () => <ReportsPage params={{}} headingKey="page.reports" />,
};

/** Morang's cards by type, class and sex: before the period, in it and to date. */
export const IdCardMatrix: Story = {
  args: { data: 'filled' },
  argTypes: {
    data: { control: 'inline-radio', options: ['filled', 'empty', 'loading', 'failed'] },
  },
  render: (args) => <Matrix report={ID_CARDS_MORANG} data={args.data} />,
};
/** No card issued in the place by the period's end. */
export const IdCardMatrixEmpty: Story = {
  render: () => <Matrix report={ID_CARDS_MORANG} data="empty" />,
};
/** While the figures load, and when the line fails (with a retry). */
export const IdCardMatrixLoading: Story = {
  ...loadStates,
  args: { data: 'loading' },
  render: (args) => <Matrix report={ID_CARDS_MORANG} data={args.data} />,
};
export const IdCardMatrixFailed: Story = {
  render: () => <Matrix report={ID_CARDS_MORANG} data="failed" />,
};
