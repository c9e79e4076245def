import { useState } from 'react';
import { useIntl } from 'react-intl';
import { newId } from '@/client/lib/uuid';
import { PageHeader } from './page-header';
import { PageFailure, PageLoading } from './page-state';
import { useRecordValueText } from './record-history';
import { RefusalNotice } from './refusal-notice';
import { useVersionedEdit } from './use-versioned-edit';
import type { ReactNode } from 'react';

type Mutation<Variables, Rec> = { mutateAsync: (variables: Variables) => Promise<Rec> };

/** What a kind's form is handed by the entry: where it starts, how it saves, what its button says. */
export interface EntryFormProps<Values, Input> {
  initial: Values;
  onSave: (body: Input) => Promise<void>;
  submitLabel: string;
  onRefused?: (error: unknown) => boolean;
}

export interface RecordEntryProps<Rec extends { _id: string; version: number }, Input, Values> {
  records: {
    useRecord: (id: string | undefined) => { data?: Rec; isLoading: boolean; error: unknown };
    /** A place's profile has a create typed `never`: its entry only edits. */
    useCreate: () => { mutateAsync: (variables: never) => Promise<Rec> };
    useUpdate: () => Mutation<{ id: string; body: Input & { version: number } }, Rec>;
    fetchRecord: (id: string) => Promise<Rec>;
  };
  /** The record edited; a new record when undefined. */
  editId?: string;
  /** Message prefix of the kind: `<prefix>.field.<name>`, `<prefix>.new`, `<prefix>.editTitle`. */
  prefix: string;
  titleOf: (record: Rec) => string;
  description?: ReactNode;
  /** A new record's values; none for a kind that is only edited (a place's profile). */
  emptyValues?: Values;
  valuesOf: (record: Rec) => Values;
  bodyOf: (values: Values) => Input;
  form: (props: EntryFormProps<Values, Input>) => ReactNode;
  /** The list of each field holding a code of a shared list, for the conflict dialog's values. */
  enumFields?: Readonly<Record<string, string>>;
  onSaved: (record: Rec) => void;
}

/**
 * A new record, or one edited from the version read, for any kind: the id of a new record is made
 * once per form (a save retried after a lost answer finds the first), and a stale edit shows
 * what others changed field by field, overwriting nothing unasked.
 */
export function RecordEntry<Rec extends { _id: string; version: number }, Input, Values>({
  records,
  editId,
  prefix,
  titleOf,
  description,
  emptyValues,
  valuesOf,
  bodyOf,
  form,
  enumFields,
  onSaved,
}: RecordEntryProps<Rec, Input, Values>) {
  const intl = useIntl();
  const valueText = useRecordValueText(enumFields);
  const [id] = useState(newId);
  const create = records.useCreate().mutateAsync as (body: Input & { _id: string }) => Promise<Rec>;
  const update = records.useUpdate();
  const record = records.useRecord(editId);
  const [failure, setFailure] = useState<unknown>();
  const edit = useVersionedEdit<Rec, Input>({
    current: record.data,
    inputOf: (r) => bodyOf(valuesOf(r)),
    fetchLatest: records.fetchRecord,
    submit: async (body, version) =>
      onSaved(await update.mutateAsync({ id: editId!, body: { ...body, version } })),
  });
  const title = intl.formatMessage({ id: `${prefix}.${editId ? 'editTitle' : 'new'}` });
  if (editId && record.isLoading) return <PageLoading title={title} />;
  if (editId && !record.data) return <PageFailure title={title} error={record.error} />;
  const saveLabel = intl.formatMessage({ id: editId ? 'record.saveChanges' : 'record.create' });
  return (
    <>
      <PageHeader
        title={edit.base ? `${title}: ${titleOf(edit.base)}` : title}
        description={description}
      />
      {failure !== undefined && (
        <div className="mb-4">
          <RefusalNotice error={failure} />
        </div>
      )}
      {editId && edit.base ? (
        <div key={edit.formKey}>
          {form({
            initial: valuesOf(edit.base),
            submitLabel: saveLabel,
            onRefused: edit.onRefused,
            onSave: (body) => edit.save(body),
          })}
        </div>
      ) : (
        form({
          initial: emptyValues as Values,
          submitLabel: saveLabel,
          onSave: async (body) => onSaved(await create({ ...body, _id: id })),
        })
      )}
      {edit.conflictDialog({
        fieldLabel: (field) =>
          intl.formatMessage({ id: `${prefix}.field.${field}`, defaultMessage: field }),
        valueText,
        onFailure: (e) => setFailure(e),
      })}
    </>
  );
}
