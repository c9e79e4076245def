import { AttributeFields } from '@/client/components/attribute-fields';
import { AttributeForm } from '@/client/features/services/components/attribute-form';
import { TemplateSection } from '@/client/features/services/components/template-section';
import { ACTIVITY_ATTRIBUTES } from './support/attribute-fixtures';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { AttributeFields, AttributeForm, TemplateSection },
  title: 'Services/Attributes',
  parameters: { latinData: ['DPRP', 'AD', 'WHEEL', 'HEALTH'] },
};
export default meta;
type Story = StoryObj;

/** The super admin's definition of an attribute: type, limits, roll-up, where it is captured. */
export const NewAttribute: Story = {
  render: () => <AttributeForm onSave={async () => undefined} />,
};

/** One field of each type, filled in: counts by sex and age, money, per cent, a ward, a report. */
export const EveryType: Story = {
  render: () => (
    <AttributeFields
      attributes={ACTIVITY_ATTRIBUTES}
      wardCount={19}
      values={{
        pwd_participants_by_age: { 'female:18-59': 4, 'male:0-17': 2 },
        devices_given: 6,
        transport_cost: 1500.5,
        satisfied_percent: 85,
        venue_ward: 3,
        activity_report: 'योजना अनुसार सम्पन्न।',
      }}
      onChange={() => undefined}
    />
  ),
};

/** Each wrong value named under its field. */
export const WithErrors: Story = {
  render: () => (
    <AttributeFields
      attributes={ACTIVITY_ATTRIBUTES}
      wardCount={19}
      values={{ satisfied_percent: 120, transport_cost: 10.005 }}
      errors={{ satisfied_percent: 'field.tooLarge', transport_cost: 'field.invalidType' }}
      onChange={() => undefined}
    />
  ),
};

const template = (
  id: number,
  code: string,
  [nameEn, nameNe]: [string, string],
  parentId: number | null,
) => ({
  id,
  programme: 'DPRP',
  parentId,
  code,
  nameEn,
  nameNe,
  unit: 'item' as const,
  serviceCategoryId: null,
  sortOrder: id,
  activeFromFy: 2075,
  activeToFy: null,
  attributeIds: [2],
  level: parentId === null ? 1 : 2,
  adoptions: 59,
  version: 1,
});

/** A programme's standard activities beside the service tree, as the super admin keeps them. */
export const ProgrammeActivities: Story = {
  render: () => (
    <TemplateSection
      catalogue={{
        categories: [],
        attributes: ACTIVITY_ATTRIBUTES,
        templates: [
          template(1, 'AD', ['Assistive devices', 'सहायक सामग्री'], null),
          template(2, 'AD.WHEEL', ['Wheelchair distribution', 'ह्वीलचेयर वितरण'], 1),
        ],
      }}
    />
  ),
};
