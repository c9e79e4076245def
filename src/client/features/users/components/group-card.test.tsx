import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { GroupCard } from './group-card';
import { renderAt } from '../../../../../tests/support/render-app';

const GROUP: Schemas['GroupSummary'] = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  username: 'belaka-group',
  name: 'Belaka FCHV group',
  status: 'ACTIVE',
  palika: null,
  members: [
    { _id: '00000000-0000-4000-8000-000000000001', name: 'Sita Rai', role: 'CBRF' },
    { _id: '00000000-0000-4000-8000-000000000003', name: 'Maya Tharu', role: 'PALIKA' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

/** The card's member rows, as read: name, then what the member is. */
function memberRows(path: string) {
  vi.stubGlobal('fetch', async () => Response.json({ items: [], total: 0 }));
  renderAt(
    <QueryClientProvider client={new QueryClient()}>
      <GroupCard group={GROUP} onBlock={() => undefined} />
    </QueryClientProvider>,
    path,
  );
  const list = screen.getAllByRole('list')[0];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent?.replace(/\s+/g, ' '));
}

describe("a group card's members", () => {
  it.each([
    ['/', 'FCHV, group member', 'Palika staff, group member'],
    ['/np', 'महिला स्वास्थ्य स्वयंसेविका, समूह सदस्य', 'पालिका कर्मचारी, समूह सदस्य'],
  ])(
    'on %s: a facilitator is an FCHV of the group, palika staff their own role',
    (path, fchv, staff) => {
      expect(memberRows(path)).toEqual([`Sita Rai · ${fchv}`, `Maya Tharu · ${staff}`]);
    },
  );
});
