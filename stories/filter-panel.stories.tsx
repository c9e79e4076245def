import { useIntl } from 'react-intl';
import { FilterPanel } from '@/client/components/filter-panel';
import { SelectInput } from '@/client/components/select-input';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { GENDERS } from '@/shared/pwd/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A page's filters: open on a wide screen; on a phone (narrow the canvas) one line that opens them. */
const meta: Meta<typeof FilterPanel> = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  args: { chosen: 0 },
  argTypes: {
    chosen: { control: { type: 'number', min: 0, max: 9 } },
    label: { control: false },
    place: { control: false },
    period: { control: false },
    children: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof FilterPanel>;

function Example({ chosen }: { chosen: number }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <FilterPanel
      label={intl.formatMessage({ id: 'dashboard.filters' })}
      place={locale === 'np' ? 'कोशी प्रदेश' : 'Koshi Province'}
      period={formatDigits('2082/83', locale)}
      chosen={chosen}
    >
      <SelectInput
        id="story-gender"
        label={intl.formatMessage({ id: 'pwd.field.gender' })}
        placeholder={intl.formatMessage({ id: 'geo.all' })}
        value={chosen ? 'female' : ''}
        options={enumOptions(intl, 'gender', GENDERS)}
        onChange={() => undefined}
      />
    </FilterPanel>
  );
}

/** Change how many filters are chosen in the controls. */
export const NoneChosen: Story = {
  render: (args) => <Example chosen={args.chosen ?? 0} />,
  parameters: { latinData: ['Koshi', 'Province'] },
};
export const ThreeChosen: Story = { ...NoneChosen, args: { chosen: 3 } };
