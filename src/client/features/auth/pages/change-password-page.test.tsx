import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChangePasswordPage from './change-password-page';
import { renderAt } from '../../../../../tests/support/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the change-password page', () => {
  it('says the least length in Devanagari digits on the Nepali page, in its help and its field error', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt(<ChangePasswordPage />, '/np/user/changePassword');
    const help = screen.getByText(/^कम्तीमा .* अक्षरको/);
    expect(help.textContent).toContain('कम्तीमा ८ अक्षरको');
    expect(help.textContent).not.toMatch(/[0-9]/);
    fireEvent.change(document.getElementById('newPassword')!, { target: { value: 'a1b2' } });
    fireEvent.blur(document.getElementById('newPassword')!);
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }));
    const error = (await screen.findAllByText(/^कम्तीमा .* अक्षर प्रयोग/))[0];
    expect(error.textContent).toBe('कम्तीमा ८ अक्षर प्रयोग गर्नुहोस्।');
    // The summary at the top of the form names it alike; no sentence of the page has an ASCII 8.
    expect(screen.getByRole('link', { name: /कम्तीमा ८ अक्षर प्रयोग/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/कम्तीमा [0-9]/);
  });

  it('says it in ASCII digits on the English page', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt(<ChangePasswordPage />, '/user/changePassword');
    expect(screen.getByText(/^Use at least 8 characters with letters/)).toBeInTheDocument();
  });
});
