import { ImportDialog } from '@/client/components/import-dialog';
import { SCHOOL_IMPORT_COLUMNS } from '@/client/features/palika/school-import';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: ImportDialog, title: 'Records/Import from a spreadsheet' };
export default meta;
type Story = StoryObj;

/** What a story's import sends: nothing; every row would be refused for its ward. */
const KIND = {
  prefix: 'school',
  columns: SCHOOL_IMPORT_COLUMNS,
  bodyOf: (values: Record<string, unknown>) => values,
  send: async (rows: unknown[]) => ({
    checked: rows.length,
    written: 0,
    problems: rows.map((_, i) => ({ row: i + 1, field: 'wardNo', code: 'tooLarge' })),
  }),
};

export const Closed: Story = {
  render: () => <ImportDialog kind={KIND} templateName="schools" onWritten={() => undefined} />,
};

export const Open: Story = {
  render: () => (
    <ImportDialog kind={KIND} templateName="schools" onWritten={() => undefined} defaultOpen />
  ),
};
