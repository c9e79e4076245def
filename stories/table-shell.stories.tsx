import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { TableShell } from '@/client/components/table-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';

const meta: Meta = { title: 'Components/TableShell' };
export default meta;
type Story = StoryObj;

/** Illustrative rows for the story only: the demo places, no personal data. */
interface PlaceRow {
  id: string;
  name: string;
  nameNp: string;
  wards: number;
}
const ROWS: PlaceRow[] = [
  { id: '11214', name: 'Biratnagar', nameNp: 'बिराटनगर', wards: 19 },
  { id: '11204', name: 'Sundarharaicha', nameNp: 'सुन्दरहरैंचा', wards: 12 },
];

function PlaceTable({ rows, loading }: { rows: PlaceRow[]; loading?: boolean }) {
  const intl = useIntl();
  const np = intl.locale.includes('deva');
  const columns: ColumnDef<PlaceRow, unknown>[] = [
    {
      id: 'name',
      header: () => <FormattedMessage id="page.actualPalikaProfile" />,
      cell: ({ row }) => (np ? row.original.nameNp : row.original.name),
    },
    {
      id: 'wards',
      header: () => <FormattedMessage id="page.wardProfile" />,
      cell: ({ row }) => <FormattedNumber value={row.original.wards} />,
    },
  ];
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

export const WithRows: Story = { render: () => <PlaceTable rows={ROWS} /> };
export const Loading: Story = { render: () => <PlaceTable rows={[]} loading /> };
export const Empty: Story = { render: () => <PlaceTable rows={[]} /> };
