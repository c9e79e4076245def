import { FormattedMessage, useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { ROLES } from '@/shared/roles';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A labelled choice of a few known values (a role, a year, a tone of a record), each in the
 * reader's language. For a place, GeographyPicker or PlaceSearch; for a long list to search,
 * a search field.
 */
const meta: Meta<typeof SelectInput> = {
  title: 'Components/SelectInput',
  component: SelectInput,
  args: { id: 'role', required: false, disabled: false, error: undefined },
  argTypes: {
    error: { control: 'text' },
    label: { control: false },
    options: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof SelectInput>;

function RoleSelect(args: Partial<Parameters<typeof SelectInput>[0]>) {
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
      {...args}
    />
  );
}

/** Type an error, or make it required or disabled, in the controls. */
export const Roles: Story = { render: (args) => <RoleSelect {...args} /> };
export const Invalid: Story = {
  args: { error: <FormattedMessage id="field.required" /> },
  render: Roles.render,
};
