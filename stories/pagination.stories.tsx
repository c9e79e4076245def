import { useState } from 'react';
import { Pagination } from '@/client/components/pagination';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Pages of a list: where the reader is of how many, in the reader's digits with lakh grouping,
 * previous and next (a phone shows the same in one line). Nothing to page, nothing shown.
 */
const meta: Meta<typeof Pagination> = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 2, pageSize: 25, total: 123456 },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    onPage: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof Pagination>;

function Controlled(args: { page: number; pageSize: number; total: number }) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onPage={setPage} />;
}

/** Change the total and the page size in the controls; the buttons move the page. */
export const MiddlePage: Story = { render: (args) => <Controlled key={args.page} {...args} /> };
export const SinglePage: Story = { args: { page: 1, total: 7 }, render: MiddlePage.render };
