import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserForm, valuesOf } from './user-form';
import { renderAt } from '../../../../../tests/support/render-app';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ items: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const form = (onSubmit = vi.fn(async () => undefined)) => (
  <UserForm
    initial={valuesOf(undefined, 'en')}
    editing={false}
    managerRole="SUPER_ADMIN"
    onSubmit={onSubmit}
  />
);

describe('the user form', () => {
  it('with no role chosen, names the role in the summary and sends nothing (it never hangs)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(form(onSubmit));
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Sita Rai' } });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'sita' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const summary = await screen.findByRole('heading', { name: 'Fields that need attention: 1' });
    expect(screen.getByRole('link', { name: 'Role: This field is required.' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole('button', { name: 'Create user' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says nothing of the places when a role is chosen, until a save is tried', async () => {
    renderAt(form());
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'PALIKA' } });
    await waitFor(() => expect(screen.getByLabelText(/^Role/)).toHaveValue('PALIKA'));
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(
      await screen.findByRole('heading', { name: /Fields that need attention/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Assigned palikas: This field is required\.$/ }),
    ).toBeInTheDocument();
  });
});
