import { Formik } from 'formik';
import { NumberField, Section, TextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: FormFrame, title: 'Components/FormFrame' };
export default meta;
type Story = StoryObj;

/** A record form's frame after a refused save: the summary links each wrong field, the refusal says why. */
export const Refused: Story = {
  render: () => (
    <Formik
      initialValues={{ achievedOutput: '-2', notes: '' }}
      initialErrors={{ achievedOutput: 'field.tooSmall' }}
      initialTouched={{ achievedOutput: true }}
      onSubmit={() => undefined}
    >
      <FormFrame prefix="value" failure="apiError.validation" submitLabel="सुरक्षित">
        <Section id="what">
          <NumberField name="achievedOutput" />
          <TextField name="notes" />
        </Section>
      </FormFrame>
    </Formik>
  ),
};
