import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberField, Section, TextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { ServiceForm } from '@/client/features/services/components/service-form/service-form';
import { serviceValuesOf } from '@/client/features/services/components/service-form/values';
import { PERSON, RECORD } from '../../../../stories/support/service-fixtures';
import { APPROVED_LOCK, stubLockPlaces } from '../../../../tests/support/lock-places';
import { renderAt } from '../../../../tests/support/render-app';
import type { RowLock } from './row-lock';

/** An edit form of a value, as its page opens it with the record's `periodLock` (issue 39 §2). */
function ValueEdit({ lock, onSave }: { lock?: RowLock; onSave: () => void }) {
  return (
    <Formik initialValues={{ achievedOutput: '3', notes: '' }} onSubmit={onSave}>
      <FormFrame prefix="value" submitLabel="Save changes" periodLock={lock}>
        <Section id="what">
          <NumberField name="achievedOutput" />
          <TextField name="notes" />
        </Section>
      </FormFrame>
    </Formik>
  );
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

beforeEach(stubLockPlaces);
afterEach(() => vi.unstubAllGlobals());

describe('an edit form of a record in a locked period', () => {
  it('says so at its top, in the rows’ words, with the way out', async () => {
    const { container } = renderAt(
      <ValueEdit lock={{ ...APPROVED_LOCK, partial: false }} onSave={() => undefined} />,
    );
    const notice = screen.getByTestId('lock-notice');
    // The first thing in the form, before any field; not an alert: nothing was refused.
    expect(container.querySelector('form')?.firstElementChild).toBe(notice);
    expect(notice.getAttribute('role')).toBeNull();
    expect(notice.textContent).toContain('These figures are locked');
    expect(notice.textContent).toContain('were approved by Ram Koirala');
    await waitFor(() => expect(notice.textContent).toContain('ask Morang district to reopen'));
    expect(within(notice).getByRole('link', { name: 'Open the period' })).toBeTruthy();
  });

  it('locked whole: its fields are read-only and its save is not offered, saying why', () => {
    const onSave = vi.fn();
    renderAt(<ValueEdit lock={{ ...APPROVED_LOCK, partial: false }} onSave={onSave} />);
    // Each field in a disabled fieldset: the browser keeps it from being changed or sent.
    const fields = screen.getAllByRole('textbox');
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.closest('fieldset[disabled]')).not.toBeNull();
    const button = save() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const describedBy = button.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)).toBe(
      screen.getByTestId('lock-notice'),
    );
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a person's partial lock: says which fields stay editable, and it saves", async () => {
    const onSave = vi.fn();
    renderAt(<ValueEdit lock={{ ...APPROVED_LOCK, partial: true }} onSave={onSave} />);
    const notice = screen.getByTestId('lock-notice');
    expect(notice.textContent).toContain('Only what the figures count is locked');
    expect(notice.textContent).toContain('Names, phones and other details can still be changed');
    expect((save() as HTMLButtonElement).disabled).toBe(false);
    expect(save().getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(screen.getAllByRole('textbox').at(-1) as HTMLElement, {
      target: { value: 'New phone' },
    });
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
  });

  it('says nothing of a lock while its periods are open', () => {
    renderAt(<ValueEdit onSave={() => undefined} />);
    expect(screen.queryByTestId('lock-notice')).toBeNull();
    expect((save() as HTMLButtonElement).disabled).toBe(false);
  });

  it("a service's edit form, locked whole, offers no save", () => {
    renderAt(
      <ServiceForm
        initial={serviceValuesOf(RECORD, PERSON, {})}
        catalogue={{ categories: [], attributes: [], templates: [] }}
        submitLabel="Save changes"
        periodLock={{ ...APPROVED_LOCK, partial: false }}
        onSave={async () => undefined}
      />,
    );
    expect(screen.getByTestId('lock-notice').textContent).toContain('were approved by');
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('lock-notice').closest('form')).toBe(save().closest('form'));
  });
});
