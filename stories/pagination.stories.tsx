import { useState } from 'react';
import { Pagination } from '@/client/components/pagination';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof Pagination> = { title: 'Components/Pagination', component: Pagination };
export default meta;
type Story = StoryObj<typeof Pagination>;

function Controlled({ total }: { total: number }) {
  const [page, setPage] = useState(2);
  return <Pagination page={page} pageSize={25} total={total} onPage={setPage} />;
}

export const MiddlePage: Story = { render: () => <Controlled total={123456} /> };
export const SinglePage: Story = {
  render: () => <Pagination page={1} pageSize={25} total={7} onPage={() => undefined} />,
};
