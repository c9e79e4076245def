import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteServiceDialog, type Deletion, DeletionNotice } from './service-deletion';
import { RECORD } from '../../../../../stories/support/service-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The list's part of a delete: its Delete, the dialog, and the notice after. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [deletion, setDeletion] = useState<Deletion>();
  return (
    <>
      <DeletionNotice deletion={deletion} />
      {!deletion && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      )}
      {open && (
        <DeleteServiceDialog
          row={RECORD}
          onClose={() => setOpen(false)}
          onDeleted={(message) => {
            setOpen(false);
            setDeletion({ message, count: 1 });
          }}
        />
      )}
    </>
  );
}

describe('deleting a service', () => {
  it('names the service, the person and the date, asks for a reason, and confirms the delete where the focus goes', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(JSON.stringify({ ...RECORD, deletedAt: '2026-11-26T10:00:00Z' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderAt(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete the service: Mobility devices for हरि थापा (Hari Thapa) on 24 Kartik 2083',
    });
    const buttons = [...dialog.querySelectorAll('button')];
    fireEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('Give a reason for deleting')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Reason/));
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Entered twice' } });
    fireEvent.keyDown(screen.getByLabelText(/^Reason/), { key: 'Enter' });
    const notice = await screen.findByRole('status');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'Deleted: Mobility devices for हरि थापा (Hari Thapa) on 24 Kartik 2083.',
      ),
    );
    expect(sent).toEqual([`POST /api/services/records/${RECORD._id}/delete`]);
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('says in Nepali what is deleted', () => {
    renderAt(
      <DeleteServiceDialog row={RECORD} onClose={() => undefined} onDeleted={() => undefined} />,
      '/np',
    );
    expect(
      screen.getByRole('alertdialog', {
        name: 'सेवा मेटाउनुहोस्: २४ कात्तिक २०८३ मा हरि थापा (Hari Thapa) लाई दिइएको हिँडडुल सहायक सामग्री',
      }),
    ).toBeInTheDocument();
  });
});
