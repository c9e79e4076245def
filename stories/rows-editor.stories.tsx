import { Formik } from 'formik';
import { FormNaming, TextField } from '@/client/components/form-fields';
import { RowsEditor } from '@/client/components/rows-editor';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { rows: number };

/**
 * The rows a record holds (a palika's facilitators, an FCHV's trainings): a card each with its own
 * fields, one added with focus on its first field, one removed with its name said. For a table of
 * figures, RowsTable.
 */
const meta: Meta<Args> = {
  component: RowsEditor as never,
  title: 'Records/Rows of a record',
  args: { rows: 1 },
  argTypes: { rows: { control: { type: 'range', min: 0, max: 3 } } },
};
export default meta;
type Story = StoryObj<Args>;

const FACILITATORS = [
  { name: 'सुनिता लिम्बु', phone: '९८४२०००००२' },
  { name: 'राम थारु', phone: '९८४२०००००३' },
  { name: 'गीता राई', phone: '' },
];

/** A record's rows (a palika's facilitators): a card each, added with focus on its first field, removed. */
export const Facilitators: Story = {
  render: ({ rows }) => (
    <Formik
      key={rows}
      initialValues={{ cbrfs: FACILITATORS.slice(0, rows) }}
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
