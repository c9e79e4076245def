import { useIntl } from 'react-intl';
import {
  DeleteServiceDialog,
  DeletionNotice,
  serviceNaming,
} from '@/client/features/services/components/service-deletion';
import { useLocale } from '@/client/lib/use-locale';
import { onAPhone } from './support/phone';
import { GROUP_RECORD, RECORD } from './support/service-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Deleting a service: the dialog names what is deleted (the service, the person, the date) and asks
 * why; afterwards a polite status says what was deleted and takes the focus.
 */
const meta: Meta = {
  title: 'Services/Deleting a service',
  component: DeleteServiceDialog,
  subcomponents: { DeletionNotice },
  parameters: { latinData: ['Hari', 'Thapa'] },
  ...onAPhone,
};
export default meta;
type Story = StoryObj<{ phone?: boolean }>;

export const OfAPerson: Story = {
  render: () => (
    <DeleteServiceDialog row={RECORD} onClose={() => undefined} onDeleted={() => undefined} />
  ),
};

export const OfAGroup: Story = {
  render: () => (
    <DeleteServiceDialog row={GROUP_RECORD} onClose={() => undefined} onDeleted={() => undefined} />
  ),
};

/** The notice as the list shows it after the delete, in the reader's language. */
function DeletedNotice() {
  const intl = useIntl();
  const locale = useLocale();
  const message = intl.formatMessage(
    { id: 'services.deleted' },
    serviceNaming(intl, locale, RECORD),
  );
  return <DeletionNotice deletion={{ message, count: 1 }} />;
}

export const Deleted: Story = {
  render: () => <DeletedNotice />,
};
