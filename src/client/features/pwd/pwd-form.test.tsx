import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PwdForm } from '@/client/features/pwd/components/pwd-form/pwd-form';
import {
  type PwdFormValues,
  emptyPwdValues,
  pwdValuesOf,
} from '@/client/features/pwd/components/pwd-form/values';
import { PROFILE } from '../../../../stories/support/pwd-fixtures';
import { renderAt } from '../../../../tests/support/render-app';

/**
 * The controls a person's form shows, in order: each one's label, whether it is required, and the
 * choices of a list; held while the form's fields take their lists from the kind's table.
 */
function controlsOf(initial: PwdFormValues, path = '/') {
  const { container, unmount } = renderAt(
    <PwdForm initial={initial} submitLabel="Save" onSave={async () => undefined} />,
    path,
  );
  const controls = [...container.querySelectorAll('input, select, textarea')].map((node) => {
    const control = node as HTMLInputElement | HTMLSelectElement;
    const label = control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '';
    const required =
      control.required || control.getAttribute('aria-required') === 'true' ? ' *' : '';
    const options =
      control instanceof HTMLSelectElement
        ? ` [${[...control.options].map((o) => `${o.value}=${o.textContent}`).join(', ')}]`
        : '';
    const value = control.type === 'checkbox' ? ` ${control.checked}` : '';
    return `${control.tagName.toLowerCase()} ${control.name || control.id} "${label}"${required}${value}${options}`;
  });
  unmount();
  return controls;
}

// No server: the geography's lists stay empty, as on a broken line.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a person's form", () => {
  it('shows a new person the controls a registration asks for', () => {
    expect(controlsOf(emptyPwdValues({}))).toMatchSnapshot();
  });

  it('shows the controls a stored person needs: guardian, sub-types, card, in Nepali too', () => {
    expect(controlsOf(pwdValuesOf(PROFILE))).toMatchSnapshot();
    expect(controlsOf({ ...pwdValuesOf(PROFILE), status: 'deceased' }, '/np')).toMatchSnapshot();
  });
});
