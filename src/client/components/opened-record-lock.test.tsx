import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenedRecord, type OpenedRecordProps } from './opened-record';
import { APPROVED_LOCK, stubLockPlaces } from '../../../tests/support/lock-places';
import { renderAt } from '../../../tests/support/render-app';

const mutation = () => ({ mutateAsync: async () => undefined });
const RECORDS: OpenedRecordProps['records'] = {
  useHistory: () => ({ data: { items: [] }, isLoading: false }),
  useDelete: mutation,
  useRestore: mutation,
};

const opened = (partial?: boolean) =>
  renderAt(
    <OpenedRecord
      record={{
        _id: 'v1',
        version: 1,
        ...(partial === undefined ? {} : { periodLock: { ...APPROVED_LOCK, partial } }),
      }}
      title="2083-07-01 value"
      records={RECORDS}
      canWrite
      editHref="/programme/values?edit=v1"
      onClose={() => undefined}
      fieldLabel={(key) => key}
    >
      <p>Facts</p>
    </OpenedRecord>,
  );

beforeEach(stubLockPlaces);
afterEach(() => vi.unstubAllGlobals());

describe('a record of a locked period opened above its list', () => {
  it('says it is locked, and its edit and delete are shut with the reason', () => {
    opened(false);
    expect(screen.getByTestId('row-lock').textContent).toContain('Locked: Approved');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const name of [/^Edit \(locked/, /^Delete \(locked/])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });

  it("leaves a person's edit open: only their counted fields are held", () => {
    opened(true);
    expect(screen.getByTestId('row-lock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('shows nothing of a lock while its periods are open', () => {
    opened();
    expect(screen.queryByTestId('row-lock')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });
});
