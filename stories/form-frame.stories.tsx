import { Formik } from 'formik';
import { NumberField, Section, TextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { failure?: string; output: string };

/**
 * Every record form's frame (Formik inside): the error summary after a refused save, the
 * server's refusal in the reader's language, the sections and the one submit button, busy while it
 * saves. A record's form is a FormFrame of form-fields, never its own layout.
 */
const meta: Meta<Args> = {
  component: FormFrame as never,
  title: 'Components/FormFrame',
  args: { failure: 'apiError.validation', output: '-2' },
  argTypes: {
    failure: {
      control: 'select',
      options: [undefined, 'apiError.validation', 'apiError.conflict', 'apiError.busy'],
    },
    output: { control: 'text' },
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A record form's frame after a refused save: the summary links each wrong field, the refusal says why. */
export const Refused: Story = {
  render: ({ failure, output }) => (
    <Formik
      key={`${failure}${output}`}
      initialValues={{ achievedOutput: output, notes: '' }}
      initialErrors={{ achievedOutput: 'field.tooSmall' }}
      initialTouched={{ achievedOutput: true }}
      onSubmit={() => undefined}
    >
      <FormFrame prefix="value" failure={failure} submitLabel="सुरक्षित">
        <Section id="what">
          <NumberField name="achievedOutput" />
          <TextField name="notes" />
        </Section>
      </FormFrame>
    </Formik>
  ),
};
