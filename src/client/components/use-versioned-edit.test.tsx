import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { mergeEdit, useVersionedEdit } from './use-versioned-edit';
import { renderAt } from '../../../tests/support/render-app';

interface Visit {
  _id: string;
  version: number;
  wardNo: number;
  tole: string;
  updatedBy: string;
}
type Input = Pick<Visit, 'wardNo' | 'tole'>;

const STARTED: Visit = { _id: 'v', version: 1, wardNo: 4, tole: 'Main', updatedBy: 'cbrf' };
const THEIRS: Visit = { ...STARTED, version: 2, tole: 'Temple', updatedBy: 'palika' };

function Editor({ submit }: { submit: (body: Input, version: number) => Promise<unknown> }) {
  const edit = useVersionedEdit<Visit, Input>({
    current: STARTED,
    inputOf: ({ wardNo, tole }) => ({ wardNo, tole }),
    fetchLatest: async () => THEIRS,
    submit,
  });
  return (
    <>
      <button onClick={() => edit.save({ wardNo: 5, tole: 'Main' }).catch(edit.onRefused)}>
        save
      </button>
      {edit.conflictDialog({ fieldLabel: (f) => `label:${f}`, valueText: (_f, v) => String(v) })}
    </>
  );
}

describe('an edit from the version read', () => {
  it('shows what someone else saved meanwhile, and on overwrite keeps their change and applies only this one', async () => {
    const submit = vi.fn(async (_body: Input, version: number) => {
      if (version < 2) throw new ApiError(409, undefined, 'conflict');
    });
    renderAt(<Editor submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('label:tole');
    expect(dialog.textContent).toContain('Temple');
    expect(dialog.textContent).toContain('palika');
    fireEvent.click(
      screen.getByRole('button', { name: 'Apply my changes to the current version' }),
    );
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]).toEqual([{ wardNo: 5, tole: 'Temple' }, 2]);
  });

  it('merges only the fields this user changed onto the latest version', () => {
    expect(mergeEdit({ a: 1, b: 1 }, { a: 2, b: 1 }, { a: 1, b: 3 })).toEqual({ a: 2, b: 3 });
  });
});
