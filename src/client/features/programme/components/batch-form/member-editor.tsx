import { getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { DateInput } from '@/client/components/date-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { focusResult } from '@/client/lib/focus';
import { MEMBER_STATUSES } from '@/shared/programme/enums';
import { PalikaChooser } from './palika-chooser';
import type { BatchFormValues, MemberValues } from './values';

export const memberFieldId = (name: string) => `batch-${name.replaceAll('.', '-')}`;

/**
 * The palikas of a batch: chosen from the batch's province a district at a time, several at once,
 * each with its dates (BS or AD), agreement and status. `clashes` holds, by field, the other batch
 * the server named for a palika already in a running batch of the programme.
 */
export function MemberEditor({ clashes }: { clashes: Record<string, string> }) {
  const intl = useIntl();
  const formik = useFormikContext<BatchFormValues>();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const provinceId = Number(formik.values.provinceId) || 0;
  const members = formik.values.members;
  const add = (chosen: { id: number; name: string }[]) => {
    // The focus goes to the first palika added, where its dates are entered next.
    const first = memberFieldId(`members.${members.length}.palikaId`);
    setTimeout(() => focusResult(document.getElementById(first)));
    return formik.setFieldValue('members', [
      ...members,
      ...chosen.map((palika): MemberValues => ({
        palikaId: palika.id,
        name: palika.name,
        joinedOn: formik.values.startDate,
        exitedOn: '',
        agreementNo: '',
        agreementDate: '',
        status: 'active',
      })),
    ]);
  };
  return (
    <fieldset className="rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-secondary">
        <FormattedMessage id="batch.section.members" />
      </legend>
      {provinceId ? (
        <PalikaChooser
          provinceId={provinceId}
          taken={new Set(members.map((m) => m.palikaId))}
          onAdd={add}
        />
      ) : (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="batch.members.chooseProvince" />
        </p>
      )}
      <p className="mt-3 text-sm text-gray-800" aria-live="polite">
        <FormattedMessage id="batch.members.count" values={{ count: members.length }} />
      </p>
      <ol className="mt-2 flex flex-col gap-3">
        {members.map((member, index) => (
          <li key={member.palikaId}>
            <MemberCard
              index={index}
              member={member}
              clash={clashes[`members.${index}.palikaId`]}
              onRemove={() =>
                formik.setFieldValue(
                  'members',
                  members.filter((_, i) => i !== index),
                )
              }
              label={(field) => `${member.name}: ${t(`batch.member.${field}`)}`}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function MemberCard({
  index,
  member,
  clash,
  onRemove,
  label,
}: {
  index: number;
  member: MemberValues;
  clash?: string;
  onRemove: () => void;
  label: (field: string) => string;
}) {
  const intl = useIntl();
  const formik = useFormikContext<BatchFormValues>();
  const name = (field: string) => `members.${index}.${field}`;
  const errorOf = (field: string) => {
    const raw = getIn(formik.errors, name(field)) as string | undefined;
    return raw ? intl.formatMessage({ id: raw }, { limit: '', other: clash ?? '' }) : undefined;
  };
  const date = (field: 'joinedOn' | 'exitedOn' | 'agreementDate', required = false) => (
    <DateInput
      id={memberFieldId(name(field))}
      label={intl.formatMessage({ id: `batch.member.${field}` })}
      required={required}
      value={member[field]}
      error={errorOf(field)}
      onChange={(iso, error) => {
        formik.setFieldValue(name(field), iso, false);
        if (error) formik.setFieldError(name(field), `field.${error}`);
      }}
    />
  );
  return (
    <section aria-label={member.name} className="rounded border border-gray-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={memberFieldId(name('palikaId'))} tabIndex={-1} className="font-semibold">
          {member.name}
        </h3>
        <Button variant="ghost" onClick={onRemove} aria-label={label('remove')}>
          <FormattedMessage id="batch.member.remove" />
        </Button>
      </div>
      {errorOf('palikaId') && <p className="mb-2 text-sm text-red-700">{errorOf('palikaId')}</p>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {date('joinedOn', true)}
        {date('exitedOn')}
        <SelectInput
          id={memberFieldId(name('status'))}
          name={name('status')}
          label={intl.formatMessage({ id: 'batch.member.status' })}
          required
          value={member.status}
          options={enumOptions(intl, 'memberStatus', MEMBER_STATUSES)}
          onChange={formik.handleChange}
        />
        <TextInput
          id={memberFieldId(name('agreementNo'))}
          name={name('agreementNo')}
          label={intl.formatMessage({ id: 'batch.member.agreementNo' })}
          value={member.agreementNo}
          error={errorOf('agreementNo')}
          onChange={formik.handleChange}
        />
        {date('agreementDate')}
      </div>
    </section>
  );
}
