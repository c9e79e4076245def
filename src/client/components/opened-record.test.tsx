import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OpenedRecord, type OpenedRecordProps } from './opened-record';
import { renderAt } from '../../../tests/support/render-app';

const mutation = () => ({ mutateAsync: async () => undefined });
const RECORDS: OpenedRecordProps['records'] = {
  useHistory: () => ({ data: { items: [] }, isLoading: false }),
  useDelete: mutation,
  useRestore: mutation,
};

/** A profile's screen: the form, and after its save the list with the record saved opened. */
function Screen() {
  const [saved, setSaved] = useState(false);
  if (!saved)
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(true);
        }}
      >
        <button type="submit">Save changes</button>
      </form>
    );
  return (
    <OpenedRecord
      record={{ _id: 'w5', version: 2 }}
      title="Biratnagar – ward 5"
      records={RECORDS}
      canWrite
      deletable={false}
      editHref="/palika/wardProfile?edit=w5"
      onClose={() => undefined}
      fieldLabel={(key) => key}
    >
      <p>Ward chair</p>
    </OpenedRecord>
  );
}

describe('a record opened above its list', () => {
  it('takes the focus on its heading when it is shown after its form saved and went away', () => {
    renderAt(<Screen />);
    const button = screen.getByRole('button', { name: 'Save changes' });
    button.focus();
    fireEvent.submit(button.closest('form')!);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Biratnagar – ward 5' }),
    );
  });

  it('leaves the focus where the person is working (a record opened from its list)', () => {
    function List() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Biratnagar – ward 5
          </button>
          {open && (
            <OpenedRecord
              record={{ _id: 'w5', version: 2 }}
              title="Biratnagar – ward 5"
              records={RECORDS}
              canWrite
              editHref="/"
              onClose={() => undefined}
              fieldLabel={(key) => key}
            >
              <p>Ward chair</p>
            </OpenedRecord>
          )}
        </>
      );
    }
    renderAt(<List />);
    const row = screen.getByRole('button', { name: 'Biratnagar – ward 5' });
    row.focus();
    fireEvent.click(row);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(document.activeElement).toBe(row);
  });
});
