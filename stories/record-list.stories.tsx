import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { RecordHistory } from '@/client/components/record-history';
import { RecordList } from '@/client/components/record-list';
import { RequestFailure } from '@/client/components/request-failure';
import { TableShell } from '@/client/components/table-shell';
import { OFFLINE, useStoryListState } from './support/data-state';
import { PLACE_ROWS, type PlaceRow, usePlaceColumns } from './support/demo-places';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The shell every list page puts under its filters (`RecordList`) and the history every record
 * shows (`RecordHistory`). Here the list's state lives in the story instead of the URL.
 */
type Args = { rows: number; total: number; exact: boolean; failed: boolean };

/**
 * Every list of records (profiles, services, facilities…): its count ("more than" beyond what it
 * counts exactly), columns to choose, sorting, paging, export of the whole filtered set and the
 * empty state, or why it could not be read (RequestFailure, with "try again"); a record's history
 * beside it. A list is a RecordList of its kind, never its own.
 */
const meta: Meta<Args> = {
  component: RecordList as never,
  subcomponents: { RecordHistory, RequestFailure },
  title: 'Components/Record list',
  args: { rows: 2, total: 1_00_000, exact: false, failed: false },
  argTypes: {
    rows: { control: { type: 'range', min: 0, max: 2 } },
    total: { control: { type: 'number', min: 0 } },
    exact: { control: 'boolean' },
    failed: { control: 'boolean' },
  },
};
export default meta;
type Story = StoryObj<Args>;

const COLUMNS = ['name', 'wards'] as const;

function PlaceList({ total, exact, rows, failed }: Omit<Args, 'rows'> & { rows: PlaceRow[] }) {
  const list = useStoryListState(COLUMNS);
  const columns = usePlaceColumns();
  return (
    <RecordList
      list={list}
      result={
        failed
          ? { isLoading: false, error: OFFLINE, refetch: () => undefined }
          : { data: { items: rows, total, totalExact: exact }, isLoading: false }
      }
      pageSize={25}
      count={{ exact: 'pwd.total', atLeast: 'pwd.total.atLeast' }}
      exporter={{
        fileName: 'places',
        header: ['name', 'wards'],
        loadChunk: async () => ({ rows: [], total: 0, next: null }),
      }}
      showDeleted="pwd.showDeleted"
      columnChooser={{ all: ['place', 'name'], fixed: ['place'], labelPrefix: 'pwd.column' }}
      empty={
        <EmptyState
          title={<FormattedMessage id="pwd.empty.filtered.title" />}
          message={<FormattedMessage id="pwd.empty.filtered.message" />}
        />
      }
    >
      {(slots) => (
        <TableShell
          caption={<FormattedMessage id="page.pwdProfileList" />}
          columns={columns}
          rowId={(row) => row.id}
          {...slots}
        />
      )}
    </RecordList>
  );
}

/** Change the rows shown, the total and whether it is exact in the controls. */
export const ManyPages: Story = {
  render: ({ rows, ...args }) => <PlaceList rows={PLACE_ROWS.slice(0, rows)} {...args} />,
};
export const OnePage: Story = { ...ManyPages, args: { total: 2, exact: true } };
export const NothingMatches: Story = { ...ManyPages, args: { rows: 0, total: 0, exact: true } };
/** The list could not be read (here: no line): it says why and offers to try again, never "nothing matches". */
export const Failed: Story = { ...ManyPages, args: { failed: true } };

const HISTORY = {
  useHistory: () => ({
    isLoading: false,
    data: {
      items: [
        {
          id: 2,
          at: '2026-11-10T06:30:00Z',
          actor: 'palika',
          viaGroup: null,
          action: 'update',
          before: { quantity: 1, serviceDate: '2026-10-01', isGroup: false },
          after: { quantity: 2, serviceDate: '2026-10-02', isGroup: true },
        },
        {
          id: 1,
          at: '2026-11-01T04:00:00Z',
          actor: 'cbrf',
          viaGroup: null,
          action: 'create',
          before: null,
          after: { quantity: 1 },
        },
      ],
    },
  }),
};
function ServiceHistory() {
  const intl = useIntl();
  return (
    <RecordHistory
      records={HISTORY}
      id="s1"
      fieldLabel={(key) => intl.formatMessage({ id: `services.field.${key}`, defaultMessage: key })}
    />
  );
}
export const History: Story = {
  args: {},
  render: () => <ServiceHistory />,
  parameters: { latinData: ['palika', 'cbrf'] },
};
