import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SortButton } from '@/client/components/sort-button';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A column's heading that sorts the list by it: the order shown by an arrow and said in words
 * (aria-sort on its header cell). Only for columns the server can sort by.
 */
const meta: Meta<typeof SortButton> = {
  title: 'Components/SortButton',
  component: SortButton,
  args: { order: undefined },
  argTypes: {
    order: { control: 'inline-radio', options: [undefined, 'asc', 'desc'] },
    label: { control: false },
    onSort: { control: false },
  },
};
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

/** Choose the order in the controls; pressing the button turns it. */
export const NotSorted: Story = {
  render: (args) => <Example key={String(args.order)} initial={args.order} />,
};
export const Descending: Story = { args: { order: 'desc' }, render: NotSorted.render };
