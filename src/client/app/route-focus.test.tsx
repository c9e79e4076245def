import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './route-focus';

/** A page whose heading is drawn once while its record loads, and again when the record came. */
function App() {
  const [page, setPage] = useState('list');
  const [title, setTitle] = useState<string>();
  useRouteFocus(page, `${page}___en`);
  return (
    <>
      <button type="button" onClick={() => setPage('edit')}>
        Open
      </button>
      <button
        type="button"
        onClick={() => setTitle(`Edit an activity: ${title ? 'AD.HEAR' : 'AD.WHEEL'}`)}
      >
        Load
      </button>
      <div data-route={`${page}___en`}>
        {title ? (
          <section key="loaded">
            <h1>{title}</h1>
            <input aria-label="Code" />
          </section>
        ) : (
          <div key="loading">
            <h1>Edit an activity</h1>
          </div>
        )}
      </div>
    </>
  );
}

describe('the focus after a move to another page', () => {
  it('follows the heading drawn anew when the page has loaded, until the person moves on', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit an activity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Edit an activity: AD.WHEEL' }),
      ),
    );
    // The person goes on into the page: a heading drawn again later does not take the focus back.
    screen.getByLabelText('Code').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('does not take the focus back once the person has clicked on the page', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit an activity' }));
    // A click on the page's text: the focus leaves the heading for <body>.
    fireEvent.pointerDown(document.body);
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(document.body);
  });
});
