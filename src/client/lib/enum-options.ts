import type { IntlShape } from 'react-intl';

/** Options of a select for one of the shared enumerations, labelled `enum.<list>.<code>` in the reader's language. */
export const enumOptions = (intl: IntlShape, list: string, codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: intl.formatMessage({ id: `enum.${list}.${code}` }) }));

export const enumLabel = (intl: IntlShape, list: string, code: string | null | undefined) =>
  code ? intl.formatMessage({ id: `enum.${list}.${code}` }) : '';
