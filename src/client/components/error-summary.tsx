import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MoreFields } from '@/client/lib/api-client';

/** Before the paint in a browser; nothing to do in the sign-in form drawn at build time (decision 0055). */
const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface ErrorSummaryProps {
  /** The form's errors (formik's shape: message ids, nested for grouped fields). */
  errors: Record<string, unknown>;
  /** How many times the form was submitted: each new failed submit brings focus back here. */
  submitCount: number;
  /** A field's name in the reader's language; the text of the field's own label when omitted. */
  fieldLabel?: (name: string) => string;
  /** The id of a field's control; the form's control of that `name` when omitted or not found. */
  fieldId?: (name: string) => string;
  /** Values a field's message names (the other batch a palika is in), by field name. */
  messageValues?: Record<string, Record<string, string>>;
  /** Wrong fields the server counted beyond those it named (a refusal of very many). */
  more?: MoreFields;
}

interface Target {
  id?: string;
  label: string;
}

/** A field's control in the form (by id, else by name) and the words its label shows. */
function targetOf(form: Element | null, name: string, id: string | undefined): Target {
  const control =
    (id ? document.getElementById(id) : null) ??
    form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ??
    null;
  if (!control) return { label: '' };
  const label =
    (control as HTMLInputElement).labels?.[0] ??
    control.closest('fieldset')?.querySelector('legend') ??
    null;
  return { id: control.id || undefined, label: label?.textContent?.trim() ?? '' };
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
export function ErrorSummary({
  errors,
  submitCount,
  fieldLabel,
  fieldId,
  messageValues,
  more,
}: ErrorSummaryProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const wrong = flatten(errors);
  const shown = submitCount > 0 && wrong.length > 0;
  const titleId = useId();
  // Each field's control and label, as the person sees them in the form.
  const [targets, setTargets] = useState<Record<string, Target>>({});
  const names = shown ? wrong.map(([name]) => name).join(' ') : '';
  useLayoutEffectInBrowser(() => {
    if (!names) return;
    const form = ref.current?.closest('form') ?? null;
    const found = names.split(' ').map((name) => [name, targetOf(form, name, fieldId?.(name))]);
    // Reading the page after it is drawn, as for a size: once per set of wrong fields.
    setTargets(Object.fromEntries(found));
  }, [names]);
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
      aria-labelledby={titleId}
      className="rounded border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id={titleId} className="font-semibold">
        <FormattedMessage id="form.errorSummary" values={{ count: wrong.length }} />
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {wrong.map(([name, message]) => {
          const { id, label: shownLabel = '' } = targets[name] ?? {};
          const label = fieldLabel?.(name) ?? shownLabel;
          const text = `${label ? `${label}: ` : ''}${intl.formatMessage({ id: message }, { limit: '', ...messageValues?.[name] })}`;
          return (
            <li key={name}>
              {id ? (
                <a
                  className="underline"
                  href={`#${id}`}
                  onClick={(event) => {
                    // Into the control itself (a link to it would only scroll).
                    event.preventDefault();
                    document.getElementById(id)?.focus();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
        {more && (
          <li>
            <FormattedMessage
              id={more.atLeast ? 'form.errorSummaryMoreAtLeast' : 'form.errorSummaryMore'}
              values={{ count: more.count }}
            />
          </li>
        )}
      </ul>
    </div>
  );
}
