import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import CataloguePage from '@/client/features/services/pages/catalogue-page';
import { ATTRIBUTES, CATEGORIES } from '../../../../stories/support/catalogue-fixtures';
import { renderAt } from '../../../../tests/support/render-app';

const api = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ categories: CATEGORIES, attributes: ATTRIBUTES, templates: [] }),
  apiPost: async (...args: unknown[]) => void api.calls.push(['POST', ...args]),
  apiPut: async (...args: unknown[]) => void api.calls.push(['PUT', ...args]),
  apiDelete: async (...args: unknown[]) => void api.calls.push(['DELETE', ...args]),
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

/**
 * What the super admin sees of the service catalogue and what each of its dialogs sends, held
 * while the page and the category form are split into parts that each say one thing.
 */

async function openPage(path: string) {
  const shown = renderAt(<CataloguePage />, path);
  await screen.findAllByRole('button', { name: /Physiotherapy|फिजियोथेरापी/ });
  return shown;
}

/** An element as shown, React's generated ids (which count every render before it) named alike. */
function shownOf(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')])
    for (const attr of [...el.attributes])
      if (/[«:]r[0-9a-z]+[»:]/.test(attr.value))
        el.setAttribute(attr.name, attr.value.replace(/[«:]r[0-9a-z]+[»:]/g, '«id»'));
  return copy;
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The dialog open, once it is. */
const openDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>(DIALOG);
    if (!dialog) throw new Error('No dialog open');
    return dialog;
  });

/** Opens a dialog by a button's name, snapshots it, runs `act` in it and returns what was sent. */
async function inDialog(button: RegExp, act: (dialog: HTMLElement) => void) {
  api.calls = [];
  fireEvent.click(screen.getAllByRole('button', { name: button })[0]);
  const dialog = await openDialog();
  const shown = shownOf(dialog);
  act(dialog);
  await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
  await waitFor(() => expect(document.querySelector(DIALOG)).toBeNull());
  return { shown, sent: api.calls };
}

/** Presses the dialog's last button of that name (its footer's, after the title's close). */
const press = (name: RegExp) => (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getAllByRole('button', { name }).at(-1)!);

describe('the service catalogue page', () => {
  it('shows the tree with its actions, in English and in Nepali', async () => {
    for (const path of ['/', '/np']) {
      const { container, unmount } = await openPage(path);
      expect(shownOf(container)).toMatchSnapshot();
      unmount();
    }
  });

  it('edits a category and sends it with its version', async () => {
    await openPage('/');
    expect(await inDialog(/^Edit: Physiotherapy$/, press(/^Save$/))).toMatchSnapshot();
  });

  it('adds a category below another, its code begun', async () => {
    await openPage('/');
    expect(
      await inDialog(/^Add below: Rehabilitation therapy$/, (dialog) => {
        const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
        fireEvent.change(field(/Name in Nepali|Nepali/), { target: { value: 'बोली' } });
        fireEvent.change(field(/Name in English|English/), { target: { value: 'Speech' } });
        fireEvent.change(field(/Code/), { target: { value: 'HEALTH.REHAB.SPEECH' } });
        fireEvent.click(within(dialog).getByRole('checkbox', { name: /B/ }));
        fireEvent.click(within(dialog).getByRole('button', { name: /^Save$/ }));
      }),
    ).toMatchSnapshot();
  });

  it('adds a component at the top', async () => {
    await openPage('/np');
    api.calls = [];
    fireEvent.click(screen.getByRole('button', { name: 'क्षेत्र थप्नुहोस्' }));
    const dialog = await openDialog();
    expect(shownOf(dialog)).toMatchSnapshot();
  });

  it('closes a category from next year', async () => {
    await openPage('/');
    expect(await inDialog(/^Close: Health$/, press(/^Close$/))).toMatchSnapshot();
  });

  it('deletes a category', async () => {
    await openPage('/');
    expect(await inDialog(/^Delete: Mobility devices$/, press(/^Delete$/))).toMatchSnapshot();
  });

  it('defines an attribute', async () => {
    await openPage('/');
    api.calls = [];
    fireEvent.click(screen.getByRole('button', { name: 'Define an attribute' }));
    const dialog = await openDialog();
    expect(shownOf(dialog)).toMatchSnapshot();
  });
});
