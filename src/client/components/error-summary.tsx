import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';

export interface ErrorSummaryProps {
  /** The form's errors (formik's shape: message ids, nested for grouped fields). */
  errors: Record<string, unknown>;
  /** How many times the form was submitted: each new failed submit brings focus back here. */
  submitCount: number;
  /** A field's name in the reader's language; the text of the field's own label when omitted. */
  fieldLabel?: (name: string) => string;
  /** The id of a field's control, to link to. */
  fieldId: (name: string) => string;
}

/** Every error as `name: message id`, nested ones under `group.name`. */
function flatten(errors: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(errors).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[prefix + key, value]]
      : value && typeof value === 'object'
        ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
        : [],
  );
}

/**
 * What is wrong after a failed submit, at the top of the form: it takes focus (so a screen reader
 * reads it once, and a sighted person on a long form sees it), names each wrong field with its
 * message, and links to the field.
 */
export function ErrorSummary({ errors, submitCount, fieldLabel, fieldId }: ErrorSummaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const wrong = flatten(errors);
  const shown = submitCount > 0 && wrong.length > 0;
  // The fields' own labels, as the person sees them beside each control.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const names = wrong.map(([name]) => name).join(' ');
  useLayoutEffect(() => {
    if (fieldLabel || !names) return;
    const read = (name: string) =>
      document.querySelector(`label[for="${fieldId(name)}"]`)?.textContent?.trim() ?? '';
    // Measuring the page after it is drawn, as for a size: read once per set of wrong fields.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLabels(Object.fromEntries(names.split(' ').map((name) => [name, read(name)])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names]);
  const labelOf = (name: string) => fieldLabel?.(name) ?? labels[name];
  // Once per failed submit (the errors may come a moment after the submit is counted), not as the
  // person then mends the fields.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!shown || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    ref.current?.focus();
  }, [shown, submitCount]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id="error-summary-title" className="font-semibold">
        <FormattedMessage
          id="form.errorSummary"
          values={{ count: formatNumber(wrong.length, locale) }}
        />
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {wrong.map(([name, message]) => (
          <li key={name}>
            <a
              className="underline"
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                // Focus the control itself (a hash link only scrolls to it).
                const control = document.getElementById(fieldId(name));
                if (!control) return;
                event.preventDefault();
                control.focus();
              }}
            >
              {labelOf(name) ? `${labelOf(name)}: ` : ''}
              {intl.formatMessage({ id: message }, { limit: '' })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
