import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { TableShell } from '@/client/components/table-shell';
import { PLACE_ROWS, type PlaceRow, usePlaceColumns } from './support/demo-places';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: TableShell, title: 'Components/TableShell' };
export default meta;
type Story = StoryObj;

function PlaceTable({ rows, loading }: { rows: PlaceRow[]; loading?: boolean }) {
  const columns = usePlaceColumns();
  return (
    <TableShell
      caption={<FormattedMessage id="nav.area.profiles" />}
      columns={columns}
      rows={rows}
      loading={loading}
      rowId={(row) => row.id}
      empty={
        <EmptyState
          title={<FormattedMessage id="notAvailable.title" />}
          message={<FormattedMessage id="notAvailable.message" />}
        />
      }
    />
  );
}

export const WithRows: Story = { render: () => <PlaceTable rows={PLACE_ROWS} /> };
export const Loading: Story = { render: () => <PlaceTable rows={[]} loading /> };
export const Empty: Story = { render: () => <PlaceTable rows={[]} /> };
