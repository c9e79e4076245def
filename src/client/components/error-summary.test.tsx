import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoreFields } from '@/client/lib/api-client';
import { ErrorSummary } from './error-summary';
import { renderAt } from '../../../tests/support/render-app';

const ERRORS = { nameNe: 'field.required', attributes: { height: 'field.tooLarge' } };

function Form({ submitCount, more }: { submitCount: number; more?: MoreFields }) {
  return (
    <form>
      <ErrorSummary
        errors={ERRORS}
        submitCount={submitCount}
        fieldId={(name) => `f-${name.replace('.', '-')}`}
        more={more}
      />
      <label htmlFor="f-nameNe">Name in Nepali</label>
      <input id="f-nameNe" />
      <label htmlFor="f-attributes-height">Height (cm)</label>
      <input id="f-attributes-height" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the error summary', () => {
  it('says nothing before a submit', () => {
    renderAt(<Form submitCount={0} />);
    expect(screen.queryByText(/need attention/)).toBeNull();
  });

  it('takes focus after a failed submit and names each wrong field by its label, nested ones too', async () => {
    renderAt(<Form submitCount={1} />);
    const summary = screen.getByRole('heading', {
      name: 'Fields that need attention: 2',
    }).parentElement!;
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Name in Nepali: This field is required.',
      'Height (cm): This number is too large.',
    ]);
  });

  it('counts the wrong fields the server did not name, in each language', () => {
    const { unmount } = renderAt(<Form submitCount={1} more={{ count: 1234, atLeast: false }} />);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(
      '…and 1,234 more not listed here',
    );
    unmount();
    renderAt(<Form submitCount={1} more={{ count: 9900, atLeast: true }} />, '/np');
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(
      '…र यहाँ नदेखाइएका कम्तीमा अरू ९,९०० वटा',
    );
  });

  it('takes the person to the field a link names, with the focus in it', () => {
    renderAt(<Form submitCount={1} />);
    fireEvent.click(screen.getByRole('link', { name: /^Height/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Height (cm)'));
  });
});
