import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { TableShell } from '@/client/components/table-shell';
import { PLACE_ROWS, type PlaceRow, usePlaceColumns } from './support/demo-places';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The one table of the app (@tanstack/react-table underneath): a caption, headers a screen reader
 * reads with each cell, scrolling sideways on a phone with a visible cue, loading lines and an
 * empty state of its own. Lists of records use RecordList, which adds paging, sorting and export.
 */
const meta: Meta<{ rows: number; loading: boolean }> = {
  component: TableShell as never,
  title: 'Components/TableShell',
  args: { rows: PLACE_ROWS.length, loading: false },
  argTypes: {
    rows: { control: { type: 'range', min: 0, max: PLACE_ROWS.length } },
    loading: { control: 'boolean' },
  },
};
export default meta;
type Story = StoryObj<{ rows: number; loading: boolean }>;

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

/** Choose how many rows, or loading, in the controls. */
export const WithRows: Story = {
  render: ({ rows, loading }) => <PlaceTable rows={PLACE_ROWS.slice(0, rows)} loading={loading} />,
};
export const Loading: Story = { ...WithRows, args: { rows: 0, loading: true } };
export const Empty: Story = { ...WithRows, args: { rows: 0 } };
