import { FormattedMessage, useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { ROLES } from '@/shared/roles';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof SelectInput> = { title: 'Components/SelectInput', component: SelectInput };
export default meta;
type Story = StoryObj<typeof SelectInput>;

function RoleSelect({ error }: { error?: boolean }) {
  const intl = useIntl();
  const options = ROLES.map((role) => ({
    value: role,
    label: intl.formatMessage({ id: `role.${role}` }),
  }));
  return (
    <SelectInput
      id="role"
      label={<FormattedMessage id="nav.area.administration" />}
      options={options}
      placeholder={intl.formatMessage({ id: 'common.loading' })}
      error={error ? intl.formatMessage({ id: 'field.required' }) : undefined}
    />
  );
}

export const Roles: Story = { render: () => <RoleSelect /> };
export const Invalid: Story = { render: () => <RoleSelect error /> };
