import { PrintedBy } from '@/client/components/printed-by';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The line every printed page carries at its top: when (BS date and Nepal time), by whom and for
 * which office. Hidden on screen; the story shows it as print does.
 */
const meta: Meta<typeof PrintedBy> = {
  title: 'Components/PrintedBy',
  component: PrintedBy,
  parameters: { latinData: ['Sita'] },
  args: {
    user: {
      fullname: 'Sita Rai',
      role: 'PALIKA',
      district: [],
      palika: [{ _id: 60, code: null, name: 'Biratnagar', nameNe: 'विराटनगर' }],
    },
    now: new Date('2026-11-26T08:20:00Z'),
  },
  decorators: [(Story) => <div className="[&_p]:!block">{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof PrintedBy>;

export const PalikaStaff: Story = {};
export const NationalUser: Story = {
  args: { user: { fullname: 'Ram Thapa', role: 'ADMIN', district: [], palika: [] } },
  parameters: { latinData: ['Thapa'] },
};
