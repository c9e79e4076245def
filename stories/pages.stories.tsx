import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFoundPage from '../src/client/features/errors/pages/not-found-page';
import { ErrorPage } from '../src/client/features/errors/pages/error-page';
import PrivacyPage from '../src/client/features/info/pages/privacy-page';
import NotAvailablePage from '../src/client/features/info/pages/not-available-page';
import SignInPage from '../src/client/features/auth/pages/sign-in-page';

const meta: Meta = { title: 'Pages' };
export default meta;
type Story = StoryObj;

export const SignIn: Story = { render: () => <SignInPage /> };
export const Privacy: Story = { render: () => <PrivacyPage /> };
export const NotAvailable: Story = { render: () => <NotAvailablePage params={{}} headingKey="page.activityHierarchy" /> };
export const NotFound: Story = { render: () => <NotFoundPage path="/np/nowhere" />, parameters: { latinData: ['nowhere'] } };
export const InternalError: Story = { render: () => <ErrorPage onRetry={() => undefined} /> };
