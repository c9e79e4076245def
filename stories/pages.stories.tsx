import SignInPage from '@/client/features/auth/pages/sign-in-page';
import { ErrorPage } from '@/client/features/errors/pages/error-page';
import NotFoundPage from '@/client/features/errors/pages/not-found-page';
import NotAvailablePage from '@/client/features/info/pages/not-available-page';
import PrivacyPage from '@/client/features/info/pages/privacy-page';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { ...onAPhone, subcomponents: { ErrorPage }, title: 'Pages' };
export default meta;
type Story = StoryObj;

export const SignIn: Story = { render: () => <SignInPage /> };
/** As the page's HTML draws it before any script (decision 0055): its button waits for the form's script. */
export const SignInDrawnInTheHtml: Story = { render: () => <SignInPage drawnAhead /> };
export const Privacy: Story = { render: () => <PrivacyPage /> };
export const NotAvailable: Story = {
  render: () => <NotAvailablePage params={{}} headingKey="page.activityHierarchy" />,
};
export const NotFound: Story = {
  render: () => <NotFoundPage path="/np/nowhere" />,
  parameters: { latinData: ['nowhere'] },
};
export const InternalError: Story = { render: () => <ErrorPage onRetry={() => undefined} /> };
