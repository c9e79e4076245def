import { useIntl } from 'react-intl';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import { ApiError } from '@/client/lib/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { status: number };

/**
 * An entry page before its record is there: loading (its title already, so the reader knows where
 * they are), or failed, saying why in the reader's language (not found, not theirs, offline) with
 * what to do next. A list's own empty state is EmptyState.
 */
const meta: Meta<Args> = {
  component: PageLoading as never,
  subcomponents: { PageFailure },
  title: 'Components/PageState',
  args: { status: 404 },
  argTypes: { status: { control: 'inline-radio', options: [403, 404, 409, 500, 503] } },
};
export default meta;
type Story = StoryObj<Args>;

function Titled({ children }: { children: (title: string) => React.ReactNode }) {
  const intl = useIntl();
  return <>{children(intl.formatMessage({ id: 'value.editTitle' }))}</>;
}

/** An entry page while its record is on its way. */
export const Loading: Story = {
  args: {},
  render: () => <Titled>{(title) => <PageLoading title={title} />}</Titled>,
};

/** An entry page whose record is not there (or not the reader's to see). */
export const NotFound: Story = {
  render: (args) => (
    <Titled>
      {(title) => (
        <PageFailure
          title={title}
          error={new ApiError(args.status, { message: { code: 'notFound' } }, 'Not found')}
        />
      )}
    </Titled>
  ),
};
