import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SortButton } from '@/client/components/sort-button';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A column header that sorts its list; pressing it again turns the order. */
const meta: Meta<typeof SortButton> = { title: 'Components/SortButton', component: SortButton };
export default meta;
type Story = StoryObj<typeof SortButton>;

function Example({ initial }: { initial: 'asc' | 'desc' | undefined }) {
  const intl = useIntl();
  const [order, setOrder] = useState(initial);
  return (
    <SortButton
      label={intl.formatMessage({ id: 'pwd.field.registrationDate' })}
      order={order}
      onSort={() => setOrder(order === 'desc' ? 'asc' : 'desc')}
    />
  );
}

export const NotSorted: Story = { render: () => <Example initial={undefined} /> };
export const Descending: Story = { render: () => <Example initial="desc" /> };
