import { GroupMemberModal } from '@/client/features/auth/components/group-member-modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof GroupMemberModal> = {
  title: 'Auth/GroupMemberModal',
  component: GroupMemberModal,
  parameters: { latinData: ['Sita', 'Gita', 'Limbu', 'Maya', 'Tharu', 'story'] },
  args: {
    groupToken: 'story',
    groupName: 'group',
    onClose: () => undefined,
    onSignedIn: () => undefined,
  },
  argTypes: { members: { control: 'object' } },
};
export default meta;
type Story = StoryObj<typeof GroupMemberModal>;

/** The demo group's members (README); choosing one needs the server, so the story only lists them. */
const MEMBERS = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'Sita Rai', role: 'CBRF' as const },
  { _id: '00000000-0000-4000-8000-000000000002', name: 'Gita Limbu', role: 'CBRF' as const },
  { _id: '00000000-0000-4000-8000-000000000003', name: 'Maya Tharu', role: 'PALIKA' as const },
];

/** Edit the members in the controls. */
export const ThreeMembers: Story = { args: { members: MEMBERS } };
export const NoMembers: Story = { args: { members: [] } };
