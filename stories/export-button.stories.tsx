import { ExportButton } from '@/client/components/export-button';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The whole filtered set (not only the page shown) to CSV or Excel, in the reader's language, read
 * from the server chunk by chunk with its progress said; a text that a spreadsheet would run as a
 * formula is written so it never runs. Every list and every chart's table has one.
 */
const meta: Meta<typeof ExportButton> = {
  title: 'Components/ExportButton',
  component: ExportButton,
};
export default meta;
type Story = StoryObj<typeof ExportButton>;

/** Three chunks of two rows each, as the server would answer them. */
const loadChunk = async (after: string | undefined) => {
  const index = after ? Number(after) : 0;
  const rows = [
    [`Row ${index * 2 + 1}`, index * 2 + 1],
    [`Row ${index * 2 + 2}`, index * 2 + 2],
  ];
  return { rows, total: 6, next: index < 2 ? String(index + 1) : null };
};

export const Ready: Story = {
  args: { fileName: 'persons', header: ['Name', 'Number'], loadChunk },
  parameters: { latinData: ['Row'] },
};
