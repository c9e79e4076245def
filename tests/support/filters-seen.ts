import { fireEvent, screen, within } from '@testing-library/react';

/** A URL's query after a filter's patch: an empty or missing value removes the parameter. */
export function queryAfter(patches: Record<string, unknown>[]) {
  const query: Record<string, string> = {};
  for (const patch of patches)
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === null || value === '') delete query[key];
      else query[key] = String(value);
    }
  return query;
}

/**
 * What a reader finds in a list's filters, in order: the panel's name, its folded line, and each
 * control with its label, value, hint, whether it is disabled, and its options.
 */
export function filtersSeen() {
  const panel = screen.getAllByRole('region')[0];
  const folded = within(panel).getAllByRole('button')[0];
  const controls = [
    ...panel.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input'),
  ].map((element) => {
    const label = document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '';
    const hintId = element.getAttribute('aria-describedby');
    const hint = hintId
      ? hintId
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' ')
      : '';
    const options =
      element instanceof HTMLSelectElement
        ? ` {${[...element.options].map((o) => o.text).join(' | ')}}`
        : '';
    return `${label} = "${element.value}"${hint ? ` (${hint})` : ''}${
      element.disabled ? ' disabled' : ''
    }${options}`;
  });
  return [`${panel.getAttribute('aria-label')}: ${folded.textContent}`, ...controls];
}

/** Chooses an option of the control labelled so (by its visible text). */
export function choose(label: string | RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const value = [...select.options].find((o) => o.text === option)?.value;
  if (value === undefined) throw new Error(`no option ${option}`);
  fireEvent.change(select, { target: { value } });
}
