import { Formik } from 'formik';
import { FormNaming, TextField } from '@/client/components/form-fields';
import { RowsEditor } from '@/client/components/rows-editor';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: RowsEditor, title: 'Records/Rows of a record' };
export default meta;
type Story = StoryObj;

/** A record's rows (a palika's facilitators): a card each, added with focus on its first field, removed. */
export const Facilitators: Story = {
  render: () => (
    <Formik
      initialValues={{ cbrfs: [{ name: 'सुनिता लिम्बु', phone: '९८४२०००००२' }] }}
      onSubmit={() => undefined}
    >
      <FormNaming.Provider value={{ prefix: 'palikaProfile' }}>
        <RowsEditor name="cbrfs" empty={() => ({ name: '', phone: '' })} first="name">
          {(field) => (
            <>
              <TextField name={field('name')} labelId="palikaProfile.cbrfs.field.name" required />
              <TextField name={field('phone')} labelId="palikaProfile.cbrfs.field.phone" />
            </>
          )}
        </RowsEditor>
      </FormNaming.Provider>
    </Formik>
  ),
};
