import { Formik } from 'formik';
import {
  ChoiceField,
  DateField,
  FormNaming,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
  CheckField,
  MultiCheckField,
  WrappingTextField,
} from '@/client/components/form-fields';
import { ACTIVITY_STATUSES } from '@/shared/programme/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The fields every record's form is built from: a form names its ids and messages once
 * (`FormNaming`), and each field shows its error once touched or after a save was tried.
 */
const meta: Meta = {
  component: TextField,
  subcomponents: {
    NumberField,
    SelectField,
    ChoiceField,
    DateField,
    YesNoField,
    CheckField,
    MultiCheckField,
    WrappingTextField,
    Section,
  },
  title: 'Components/FormFields',
  args: { errors: {} },
  argTypes: { errors: { control: 'object' } },
};
export default meta;
type Story = StoryObj<{ errors: Record<string, string> }>;

const VALUES = {
  code: '1.2',
  nameNe: 'ह्वीलचेयर वितरण',
  status: 'planned',
  plannedStart: '2026-09-17',
  budgetNpr: '१५०००',
  parentId: '',
};

function Fields({ errors = {} }: { errors?: Record<string, string> }) {
  return (
    <Formik
      initialValues={VALUES}
      initialErrors={errors}
      initialTouched={Object.fromEntries(Object.keys(errors).map((key) => [key, true]))}
      onSubmit={() => undefined}
    >
      <FormNaming.Provider value={{ prefix: 'activity' }}>
        <Section id="what">
          <TextField name="code" required />
          <TextField name="nameNe" required lang="ne" />
          <SelectField name="status" list="activityStatus" codes={ACTIVITY_STATUSES} required />
          <DateField name="plannedStart" />
          <NumberField name="budgetNpr" />
          <ChoiceField name="parentId" options={[{ value: 'a1', label: '१ शिविर' }]} />
        </Section>
      </FormNaming.Provider>
    </Formik>
  );
}

/** Give any field an error (a message id, as the server's codes are) in the controls. */
export const Filled: Story = {
  render: ({ errors }) => <Fields key={JSON.stringify(errors)} errors={errors} />,
};
export const WithErrors: Story = {
  ...Filled,
  args: { errors: { code: 'field.taken', plannedStart: 'field.notAllowed' } },
};
