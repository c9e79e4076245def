import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { DPRP_NAME } from '@/shared/programmes';
import { FormNaming, WrappingTextField } from './form-fields';
import { renderAt } from '../../../tests/support/render-app';

describe('a long one-line field', () => {
  it('wraps its value over lines (a text area) and keeps it one line', async () => {
    let saved = '';
    renderAt(
      <FormNaming.Provider value={{ prefix: 'batch' }}>
        <Formik initialValues={{ programmeName: DPRP_NAME }} onSubmit={() => undefined}>
          {({ values }) => {
            saved = values.programmeName;
            return <WrappingTextField name="programmeName" required />;
          }}
        </Formik>
      </FormNaming.Provider>,
    );
    const field = screen.getByLabelText(/Programme/);
    // A text area wraps; an input (as before) cut the name at a phone's width.
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveValue(DPRP_NAME);
    fireEvent.change(field, { target: { value: 'Inclusive\nSchools' } });
    await screen.findByDisplayValue('Inclusive Schools');
    expect(saved).toBe('Inclusive Schools');
  });
});
