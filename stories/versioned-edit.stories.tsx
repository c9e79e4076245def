import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { useVersionedEdit } from '@/client/components/use-versioned-edit';
import { ApiError } from '@/client/lib/api-client';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The conflict-aware edit every kind of record uses (`useVersionedEdit`): this user's save started
 * from version 1, someone else saved version 2 meanwhile, the server refused the stale save, and
 * the dialog shows what the other person changed, with a choice. Nothing is overwritten unasked.
 */
interface Visit {
  _id: string;
  version: number;
  wardNo: number;
  tole: string;
  updatedBy: string;
  updatedAt: string;
}
type VisitInput = Pick<Visit, 'wardNo' | 'tole'>;

const STARTED: Visit = {
  _id: 'v1',
  version: 1,
  wardNo: 4,
  tole: 'शान्तिचोक',
  updatedBy: 'cbrf',
  updatedAt: '2026-11-20T04:00:00Z',
};
const SAVED_MEANWHILE: Visit = {
  ...STARTED,
  version: 2,
  tole: 'बुद्धचोक',
  updatedBy: 'palika',
  updatedAt: '2026-11-24T05:30:00Z',
};

function StaleSave({ theirTole }: { theirTole: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const edit = useVersionedEdit<Visit, VisitInput>({
    current: STARTED,
    inputOf: ({ wardNo, tole }) => ({ wardNo, tole }),
    fetchLatest: async () => ({ ...SAVED_MEANWHILE, tole: theirTole }),
    submit: async (_body, version) => {
      if (version < SAVED_MEANWHILE.version) throw new ApiError(409, undefined, 'conflict');
    },
  });
  const save = () => edit.save({ wardNo: 5, tole: STARTED.tole }).catch(edit.onRefused);
  useEffect(() => {
    void save();
    // Once, as the story opens: the save a person has just pressed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Button onClick={save}>
        <FormattedMessage id="pwd.saveChanges" />
      </Button>
      {edit.conflictDialog({
        fieldLabel: (field) => intl.formatMessage({ id: `pwd.field.${field}` }),
        valueText: (_field, value) => formatDigits(String(value ?? '—'), locale),
      })}
    </>
  );
}

/**
 * Every edit of a record goes through `useVersionedEdit`: a save names the version it started
 * from; when someone saved first, the dialog shows their changes and lets the reader keep theirs,
 * take the other's or look again. Never write a record's save without it.
 */
const meta: Meta<{ theirTole: string }> = {
  title: 'Components/Versioned edit',
  parameters: { latinData: ['palika'] },
  args: { theirTole: SAVED_MEANWHILE.tole },
  argTypes: { theirTole: { control: 'text' } },
};
export default meta;

/** Change what the other person saved in the controls. */
export const SomeoneSavedFirst: StoryObj<{ theirTole: string }> = {
  render: ({ theirTole }) => <StaleSave key={theirTole} theirTole={theirTole} />,
};
