import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { renderAt } from '../../../tests/support/render-app';

/** A page with a list whose rows are drawn anew on every render (as a table with inline cells). */
function Page({ removable = false }: { removable?: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState(true);
  return (
    <div>
      <a href="#behind">Behind the overlay</a>
      <ul key={`${step}-${String(open)}`}>
        {[1, 2, 3].map((row) => (
          <li key={row} data-row={row}>
            <button type="button" aria-label="Delete: 10 Mangsir" onClick={() => setOpen(true)}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open} title="Delete the service" onClose={() => setOpen(false)}>
        {shown && (
          <button type="button" onClick={() => (removable ? setShown(false) : setStep(step + 1))}>
            Go on
          </button>
        )}
      </Modal>
    </div>
  );
}

/** The second of three rows alike (the same day and service): the one the tests open. */
const opener = () => screen.getAllByRole('button', { name: 'Delete: 10 Mangsir' })[1];

describe('a modal window', () => {
  it('makes the page behind inert while it is open, and not after', () => {
    const { container } = renderAt(<Page />);
    fireEvent.click(opener());
    expect(container.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(container.closest('[inert]')).toBeNull();
  });

  it('closes on Escape even when the focus fell out of it, and gives the focus back to its opener drawn anew', () => {
    renderAt(<Page />);
    opener().focus();
    fireEvent.click(opener());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list was drawn anew: the second row's Delete has the focus, not the body nor another row's.
    expect(document.activeElement).toBe(opener());
  });

  it('brings a focus lost inside (its control removed) back to the window', async () => {
    renderAt(<Page removable />);
    fireEvent.click(opener());
    const goOn = screen.getByRole('button', { name: 'Go on' });
    goOn.focus();
    fireEvent.click(goOn);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('button', { name: 'Go on' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('keeps Tab inside from wherever the focus is', () => {
    renderAt(<Page />);
    fireEvent.click(opener());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go on' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
