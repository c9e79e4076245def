import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { RecordHistory } from '@/client/components/record-history';
import { RecordList, type RecordListState } from '@/client/components/record-list';
import { TableShell } from '@/client/components/table-shell';
import { PLACE_ROWS, type PlaceRow, usePlaceColumns } from './support/demo-places';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The shell every list page puts under its filters (`RecordList`) and the history every record
 * shows (`RecordHistory`). Here the list's state lives in the story instead of the URL.
 */
const meta: Meta = {
  component: RecordList,
  subcomponents: { RecordHistory },
  title: 'Components/Record list',
};
export default meta;
type Story = StoryObj;

const COLUMNS = ['name', 'wards'] as const;

function useStoryListState(): RecordListState {
  const [params, setParamsState] = useState(new URLSearchParams());
  const [page, setPage] = useState(1);
  const [columns, setColumns] = useState<readonly string[]>(COLUMNS);
  return {
    params,
    page,
    columns,
    setPage,
    setColumns,
    setParams: (patch) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch))
        if (value === undefined || value === null) next.delete(key);
        else next.set(key, String(value));
      setParamsState(next);
    },
  };
}

function PlaceList({ total, exact, rows }: { total: number; exact: boolean; rows: PlaceRow[] }) {
  const list = useStoryListState();
  const columns = usePlaceColumns();
  return (
    <RecordList
      list={list}
      result={{ data: { items: rows, total, totalExact: exact }, isLoading: false }}
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

export const ManyPages: Story = {
  render: () => <PlaceList rows={PLACE_ROWS} total={1_00_000} exact={false} />,
};
export const OnePage: Story = { render: () => <PlaceList rows={PLACE_ROWS} total={2} exact /> };
export const NothingMatches: Story = { render: () => <PlaceList rows={[]} total={0} exact /> };

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
  render: () => <ServiceHistory />,
  parameters: { latinData: ['palika', 'cbrf'] },
};
