import { ImportDialog } from '@/client/components/import-dialog';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { importColumnsOf } from '@/client/lib/records/field-views';
import type { Meta, StoryObj } from '@storybook/react-vite';

const SCHOOL_IMPORT_COLUMNS = importColumnsOf(SCHOOL_FIELDS);

/**
 * Records from a spreadsheet: a template in the reader's language to fill, the file checked first
 * (every bad row named, with its field and why), and nothing written unless every row is right.
 */
const meta: Meta<typeof ImportDialog> = {
  component: ImportDialog,
  title: 'Records/Import from a spreadsheet',
  args: { templateName: 'schools', defaultOpen: false, onWritten: () => undefined },
  argTypes: { kind: { control: false }, onWritten: { control: false } },
};
export default meta;
type Story = StoryObj<typeof ImportDialog>;

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

/** Open it from the controls. */
export const Closed: Story = { args: { kind: KIND as never } };
export const Open: Story = { args: { kind: KIND as never, defaultOpen: true } };
