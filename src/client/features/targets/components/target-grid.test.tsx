import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { gridRows } from '../target-grid-rows';
import { TargetGrid, type TargetGridProps } from './target-grid';
import { renderAt } from '../../../../../tests/support/render-app';

const approved = {
  _id: '7d0f8a4e-2b6c-4f1e-9a3d-5c8b7e6f1a20',
  measure: 'registrations',
  categoryId: null,
  templateId: null,
  attributeId: null,
  status: 'approved',
  version: 2,
  total: 110,
  periodT1: 33,
  periodT2: 39,
  periodT3: 38,
  female: null,
  male: null,
  other: null,
} as unknown as Schemas['Target'];

const grid = (props: Partial<TargetGridProps> = {}) => {
  const onAction = vi.fn(async () => ['Four-month parts: The parts must add up to the total.']);
  renderAt(
    <TargetGrid
      caption="Targets for 2083/84"
      rows={gridRows([approved])}
      labelOf={(row) => row.measure.measure}
      rights={{ write: true, approve: false }}
      onAction={onAction}
      {...props}
    />,
  );
  return onAction;
};

describe('the targets grid', () => {
  it('locks an approved target until revised, then saves the row on Enter with what was typed', async () => {
    const onAction = grid();
    const total = await screen.findByLabelText('registrations: Total for the year');
    expect(total).toHaveValue('110');
    expect(total).toHaveAttribute('readonly');
    fireEvent.click(
      screen.getByRole('button', { name: /Revise the approved target for registrations/ }),
    );
    expect(total).not.toHaveAttribute('readonly');
    fireEvent.change(total, { target: { value: '१२०' } });
    fireEvent.keyDown(total, { key: 'Enter' });
    expect(onAction).toHaveBeenCalledWith(
      'save',
      expect.objectContaining({ key: 'registrations|0|0|0' }),
      expect.objectContaining({ total: '१२०', periodT1: '33' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The parts must add up to the total.',
    );
  });

  it('keeps a locked row out of the Tab order but its buttons, and Revise hands focus to its first figure', async () => {
    grid();
    const total = await screen.findByLabelText('registrations: Total for the year');
    expect(total).toHaveAttribute('tabindex', '-1');
    const revise = screen.getByRole('button', {
      name: /Revise the approved target for registrations/,
    });
    revise.focus();
    fireEvent.click(revise);
    // Revise is gone (Save in its place): focus is on the row's first figure, now a Tab stop.
    await waitFor(() => expect(total).toHaveFocus());
    expect(total).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('button', { name: /Save the target for registrations/ })).toBeVisible();
  });

  it('moves along a column with the arrow keys', async () => {
    grid();
    const cards = await screen.findByLabelText('cardsIssued: Period 2');
    fireEvent.keyDown(cards, { key: 'ArrowUp' });
    expect(screen.getByLabelText('registrations: Period 2')).toHaveFocus();
    fireEvent.keyDown(screen.getByLabelText('registrations: Period 2'), { key: 'ArrowDown' });
    expect(cards).toHaveFocus();
  });

  it('gives a reader nothing to type and no save', async () => {
    grid({ rights: { write: false, approve: false } });
    expect(await screen.findByLabelText('cardsIssued: Total for the year')).toHaveAttribute(
      'readonly',
    );
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: /History of the target for registrations/ }),
    ).toBeVisible();
  });
});
