import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupMemberModal } from './group-member-modal';
import { renderAt } from '../../../../../tests/support/render-app';

const MEMBERS = [
  { _id: '00000000-0000-4000-8000-000000000001', name: 'Sita Rai', role: 'CBRF' as const },
  { _id: '00000000-0000-4000-8000-000000000003', name: 'Maya Tharu', role: 'PALIKA' as const },
];

function members(path: string) {
  renderAt(
    <QueryClientProvider client={new QueryClient()}>
      <GroupMemberModal
        groupToken="t"
        groupName="group"
        members={MEMBERS}
        onClose={() => undefined}
        onSignedIn={() => undefined}
      />
    </QueryClientProvider>,
    path,
  );
  return within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => text?.startsWith('Sita') || text?.startsWith('Maya'));
}

describe("the group's member pick", () => {
  it.each([
    ['/', 'FCHV, group member', 'Palika staff, group member'],
    ['/np', 'महिला स्वास्थ्य स्वयंसेविका, समूह सदस्य', 'पालिका कर्मचारी, समूह सदस्य'],
  ])(
    'on %s names a facilitator an FCHV of the group, and palika staff by their own role',
    (path, fchv, staff) => {
      expect(members(path)).toEqual([`Sita Rai${fchv}`, `Maya Tharu${staff}`]);
    },
  );
});
