import { useIntl } from 'react-intl';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import { ApiError } from '@/client/lib/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  component: PageLoading,
  subcomponents: { PageFailure },
  title: 'Components/PageState',
};
export default meta;
type Story = StoryObj;

function Titled({ children }: { children: (title: string) => React.ReactNode }) {
  const intl = useIntl();
  return <>{children(intl.formatMessage({ id: 'value.editTitle' }))}</>;
}

/** An entry page while its record is on its way. */
export const Loading: Story = {
  render: () => <Titled>{(title) => <PageLoading title={title} />}</Titled>,
};

/** An entry page whose record is not there (or not the reader's to see). */
export const NotFound: Story = {
  render: () => (
    <Titled>
      {(title) => (
        <PageFailure
          title={title}
          error={new ApiError(404, { message: { code: 'notFound' } }, 'Not found')}
        />
      )}
    </Titled>
  ),
};
