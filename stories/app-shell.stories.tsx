import { useHydrateAtoms } from 'jotai/utils';
import { useIntl } from 'react-intl';
import { DefaultLayout } from '@/client/app/layouts/default-layout';
import { PageHeader } from '@/client/components/page-header';
import { sessionAtom } from '@/client/lib/auth-atoms';
import type { SessionUser } from '@/shared/api/types';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { phone: boolean; menuOpen: boolean };

const USER: SessionUser = {
  _id: '5b0c7d9e-1f2a-4b3c-8d4e-6f7a8b9c0d1e',
  fullname: 'Anita Tamang',
  username: 'cbrf',
  role: 'CBRF',
  status: 'ACTIVE',
  userType: 'NORMAL',
  province: [],
  district: [],
  palika: [],
  groupMembers: [],
  batch: null,
  name: 'Anita Tamang',
  groupName: null,
  viaGroup: null,
  mustChangePassword: false,
} as SessionUser;

/** The shell around a page, signed in (no token: nothing is asked of the server). */
function Shell({ menuOpen }: { menuOpen: boolean }) {
  useHydrateAtoms([[sessionAtom, { token: '', user: USER }]]);
  const intl = useIntl();
  return (
    <DefaultLayout menuStartsOpen={menuOpen}>
      <PageHeader
        title={intl.formatMessage({ id: 'page.providedServiceEntry' })}
        description={intl.formatMessage({ id: 'target.description' })}
      />
    </DefaultLayout>
  );
}

/**
 * The app shell: header, menu and the page. On a phone the menu opens over the page (the page
 * dimmed behind it, never squeezed), and closes when a page is chosen or on Escape.
 */
const meta: Meta<Args> = {
  ...onAPhone,
  title: 'App/Shell',
  parameters: { latinData: ['Anita', 'Tamang'] },
  subcomponents: { DefaultLayout },
  args: { phone: false, menuOpen: false },
  argTypes: { ...onAPhone.argTypes, menuOpen: { control: 'boolean' } },
  render: ({ menuOpen }) => <Shell menuOpen={menuOpen} />,
};
export default meta;
type Story = StoryObj<Args>;

export const Page: Story = {};
export const PhoneMenuOpen: Story = { args: { phone: true, menuOpen: true } };
