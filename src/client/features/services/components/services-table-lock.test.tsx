import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesTable } from './services-table';
import { RECORD } from '../../../../../stories/support/service-fixtures';
import { APPROVED_LOCK, stubLockPlaces } from '../../../../../tests/support/lock-places';
import { renderAt } from '../../../../../tests/support/render-app';

const lockedRecord = {
  ...RECORD,
  _id: 'locked',
  periodLock: { ...APPROVED_LOCK, partial: false },
} as typeof RECORD;

beforeEach(stubLockPlaces);
afterEach(() => vi.unstubAllGlobals());

describe('a service of a locked period in the list', () => {
  it('says it is locked, and its edit and delete say why they are shut', () => {
    renderAt(
      <ServicesTable
        rows={[RECORD, lockedRecord]}
        loading={false}
        empty={null}
        onAction={() => undefined}
      />,
    );
    const [, openRow, lockedRow] = screen.getAllByRole('row');
    expect(within(lockedRow).getByTestId('row-lock').textContent).toContain('Locked: Approved');
    for (const action of ['Edit', 'Delete']) {
      const shut = within(lockedRow).getByRole('button', { name: new RegExp(`^${action}:`) });
      expect(shut.hasAttribute('disabled'), action).toBe(true);
      expect(shut.getAttribute('aria-label')).toMatch(/\(locked: its period's figures/);
      const free = within(openRow).getByRole('button', { name: new RegExp(`^${action}:`) });
      expect(free.hasAttribute('disabled'), action).toBe(false);
    }
    expect(
      within(lockedRow)
        .getByRole('button', { name: /^History:/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });
});
