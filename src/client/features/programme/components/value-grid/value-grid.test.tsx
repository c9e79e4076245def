import { act, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '@/client/app/stores-provider';
import type { Schemas } from '@/shared/api/types';
import { GridCell } from './grid-cell';
import { useCellSaves } from './use-cell-saves';
import { ValueGrid } from './value-grid';
import { renderAt } from '../../../../../../tests/support/render-app';

const WHEELCHAIRS = {
  _id: 'a2',
  code: 'AD.WHEEL',
  nameNe: 'ह्वीलचेयर वितरण',
  nameEn: 'Wheelchair distribution',
  level: 1,
  unit: 'item',
} as unknown as Schemas['Activity'];

describe('the period grid', () => {
  it('says "Enter a number" for a figure that is not one, in both languages', async () => {
    const { result } = renderHook(
      () => useCellSaves({ palikaId: 60, recordDate: '2026-09-15' }, new Map()),
      {
        wrapper: StoresProvider,
      },
    );
    await act(() => result.current.save('a2', 'achievedOutput', 'abc'));
    const state = result.current.stateOf('a2', 'achievedOutput');
    expect(state).toEqual({ kind: 'error', message: 'value.grid.notNumber' });
    for (const [path, said] of [
      ['/', 'Enter a number'],
      ['/np', 'सङ्ख्या लेख्नुहोस्'],
    ]) {
      const { unmount } = renderAt(
        <GridCell
          id="c"
          label="Output achieved"
          initial="abc"
          numeric
          state={state}
          row={0}
          column={0}
          onCommit={() => undefined}
        />,
        path,
      );
      expect(screen.getByLabelText('Output achieved')).toHaveAccessibleDescription(said);
      unmount();
    }
  });

  it('announces a save through a polite live region, after the focus has moved on', () => {
    type Change = Parameters<typeof ValueGrid>[0]['lastChange'];
    let change: (next: Change) => void = () => undefined;
    function Harness() {
      const [lastChange, setLastChange] = useState<Change>();
      change = setLastChange;
      return (
        <ValueGrid
          activities={[WHEELCHAIRS]}
          caption="Achievements"
          recordOf={() => undefined}
          stateOf={() => ({ kind: 'idle' })}
          onSave={() => undefined}
          lastChange={lastChange}
        />
      );
    }
    renderAt(<Harness />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    screen.getByLabelText('Expenditure (NPR), AD.WHEEL Wheelchair distribution').focus();
    act(() => change({ activityId: 'a2', field: 'achievedOutput', state: { kind: 'saved' } }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Saved: Output achieved, AD.WHEEL Wheelchair distribution');
    act(() =>
      change({
        activityId: 'a2',
        field: 'achievedOutput',
        state: { kind: 'error', message: 'value.grid.notNumber' },
      }),
    );
    expect(region).toHaveTextContent(
      'Not saved: Output achieved, AD.WHEEL Wheelchair distribution: Enter a number',
    );
  });
});
