import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { PersonSearch } from './person-search';
import { PERSON } from '../../../../../stories/support/service-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

const SITA = {
  ...PERSON,
  _id: '00000000-0000-4000-8000-000000000202',
  registrationNo: 'P60-2083-00032',
  nameNe: 'सीता थापा',
  nameEn: 'Sita Thapa',
} as Schemas['ProfileSummary'];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ items: [PERSON, SITA], total: 2, page: 1, pageSize: 8 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The search inside a form, as in "Record a service". */
function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [person, setPerson] = useState<Schemas['ProfileSummary']>();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <PersonSearch id="person" selected={person} onSelect={setPerson} />
      <button type="submit">Save service</button>
    </form>
  );
}

describe('the person search', () => {
  it('is a combobox: ↓ and ↑ move through the matches, Enter chooses without sending the form', async () => {
    const onSubmit = vi.fn();
    renderAt(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: /^Find the person/ });
    box.focus();
    fireEvent.change(box, { target: { value: 'थापा' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'हरि थापा (Hari Thapa) — P60-2083-00031',
      'सीता थापा (Sita Thapa) — P60-2083-00032',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^2 persons match\./);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(document.activeElement).toBe(box);
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(enter).toBe(false);
    const chosen = await screen.findByRole('group', { name: /^Person served: सीता थापा/ });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes its list on Escape, keeping what was typed', async () => {
    renderAt(<Harness onSubmit={() => undefined} />, '/np');
    const box = screen.getByRole('combobox', { name: /^व्यक्ति खोज्नुहोस्/ });
    fireEvent.change(box, { target: { value: 'थापा' } });
    await screen.findAllByRole('option');
    expect(screen.getByRole('status')).toHaveTextContent(/^२ जना मिल्नुहुन्छ।/);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('थापा');
  });
});
