import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { ValueForm } from './value-form';
import { emptyValueValues } from './values';
import { renderAt } from '../../../../../../tests/support/render-app';

const WHEELCHAIRS = {
  _id: 'a2',
  code: 'AD.WHEEL',
  nameNe: 'ह्वीलचेयर वितरण',
  nameEn: 'Wheelchair distribution',
  level: 1,
  unit: 'item',
  attributeIds: [],
} as unknown as Schemas['Activity'];

describe('the one-value form', () => {
  it.each([
    ['/', 'Activity: Choose an activity'],
    ['/np', 'क्रियाकलाप: क्रियाकलाप छान्नुहोस्'],
  ])(
    '(%s) Enter in a field with no activity names the activity in the summary, which takes the focus; nothing is sent',
    async (path, link) => {
      const onSave = vi.fn(async () => undefined);
      renderAt(
        <ValueForm
          initial={emptyValueValues(60, '', '2026-09-15')}
          activities={[WHEELCHAIRS]}
          attributes={[]}
          wardCount={19}
          onSave={onSave}
          submitLabel="Save the value"
        />,
        path,
      );
      // Enter in a field submits its form (the browser's implicit submission).
      const field = screen.getAllByRole('textbox')[0];
      fireEvent.change(field, { target: { value: '3' } });
      fireEvent.submit(field.closest('form')!);
      const item = await screen.findByRole('link', { name: link });
      const summary = item.closest('[tabindex="-1"]');
      await waitFor(() => expect(document.activeElement).toBe(summary));
      expect(onSave).not.toHaveBeenCalled();
    },
  );
});
