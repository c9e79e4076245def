import { useFormikContext } from 'formik';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { FormNaming, fieldIdOf } from '@/client/components/form-fields';
import { focusResult } from '@/client/lib/focus';
import type { ReactNode } from 'react';

/** The messages of a list of rows: `<prefix>.<rows>.legend|count|one|add|remove`. */
const messageId = (prefix: string, rows: string, part: string) => `${prefix}.${rows}.${part}`;

export interface RowsEditorProps<Row> {
  /** The form's field holding the rows (`trainings`); its messages are `<prefix>.<name>.…`. */
  name: string;
  /** A new row's values. */
  empty: () => Row;
  /** The field a new row's focus goes to. */
  first: string;
  /** A row's fields, named by `field` (`trainings.2.date`). */
  children: (field: (name: string) => string, index: number) => ReactNode;
}

/**
 * A form's list of rows (an FCHV's trainings, a palika's facilitators): one card a row under its
 * numbered heading, added (focus on its first field) and removed (focus back on "add"), the count
 * said as it changes.
 */
export function RowsEditor<Row>({ name, empty, first, children }: RowsEditorProps<Row>) {
  const intl = useIntl();
  const { prefix } = useContext(FormNaming);
  const formik = useFormikContext<Record<string, Row[]>>();
  const rows = formik.values[name] ?? [];
  const t = (part: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId(prefix, name, part) }, values);
  const addId = fieldIdOf(prefix, `${name}.add`);
  const add = () => {
    setTimeout(() =>
      focusResult(document.getElementById(fieldIdOf(prefix, `${name}.${rows.length}.${first}`))),
    );
    return formik.setFieldValue(name, [...rows, empty()]);
  };
  const remove = (index: number) => {
    setTimeout(() => focusResult(document.getElementById(addId)));
    return formik.setFieldValue(
      name,
      rows.filter((_, i) => i !== index),
    );
  };
  return (
    <fieldset className="rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-secondary">{t('legend')}</legend>
      <p className="text-sm text-gray-800" aria-live="polite">
        {t('count', { count: rows.length })}
      </p>
      <ol className="mt-2 flex flex-col gap-3">
        {rows.map((_, index) => {
          const heading = t('one', { n: index + 1 });
          return (
            <li key={index}>
              <section aria-label={heading} className="rounded border border-gray-200 p-3">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{heading}</h3>
                  <Button
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={`${heading}: ${t('remove')}`}
                  >
                    {t('remove')}
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {children((field) => `${name}.${index}.${field}`, index)}
                </div>
              </section>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <Button id={addId} variant="outline" onClick={add}>
          {t('add')}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * A field of a row as an error summary names it ("Training 2: Date"), and any other field by its
 * label (`<prefix>.field.<name>`); the row fields' labels are `<prefix>.<rows>.field.<field>`.
 */
export function useRowFieldLabel(prefix: string) {
  const intl = useIntl();
  return (name: string) => {
    const row = /^(\w+)\.(\d+)\.(\w+)$/.exec(name);
    if (!row) return intl.formatMessage({ id: `${prefix}.field.${name.split('.')[0]}` });
    const [, rows, index, field] = row;
    const heading = intl.formatMessage(
      { id: messageId(prefix, rows, 'one') },
      { n: Number(index) + 1 },
    );
    return `${heading}: ${intl.formatMessage({ id: messageId(prefix, rows, `field.${field}`) })}`;
  };
}
