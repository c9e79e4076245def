import { Formik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import {
  DateField,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { EntryFormProps } from '@/client/components/record-entry';
import { RowsEditor, useRowFieldLabel } from '@/client/components/rows-editor';
import { PopulationFields } from '@/client/features/palika/components/population-fields';
import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { fieldPropsOf } from '@/client/lib/records/field-table';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { palikaProfileProblems } from '@/shared/palika/palika-rules';
import { populationAddsUp } from '@/shared/palika/place-rules';
import {
  type PalikaProfileFormValues,
  type PalikaProfileInput,
  emptyCbrf,
  palikaProfileBodyOf,
} from './values';

/** The rules shared with the server, on today in Nepal. */
const sharedRules = (values: PalikaProfileFormValues): FormikErrors<PalikaProfileFormValues> =>
  formErrorsOf(palikaProfileProblems(palikaProfileBodyOf(values), toIsoDate(todayInNepal())));

/** A field's name, list and codes from the palika profile's table. */
const of = fieldPropsOf(PALIKA_PROFILE_FIELDS);
const cbrfLabel = (field: string) => `palikaProfile.cbrfs.field.${field}`;

function Fields({ values }: { values: PalikaProfileFormValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const addsUp = populationAddsUp(palikaProfileBodyOf(values));
  return (
    <>
      <Section id="office">
        <TextField name="headquarters" />
        <TextField name="phone" />
        <TextField name="email" />
        <TextField name="website" />
        <TextField name="chiefName" />
        <TextField name="deputyName" hint={t('palikaProfile.hint.deputyName')} />
        <TextField name="caoName" />
        <TextField name="focalPersonName" />
        <TextField name="focalPersonPhone" />
      </Section>
      <Section id="people">
        <PopulationFields addsUp={addsUp} />
        <NumberField name="areaSqKm" />
        <SelectField {...of('ecologicalBelt')} />
      </Section>
      <Section id="disability">
        <DateField name="committeeFormedOn" />
        <DateField name="idCardProcedureOn" />
      </Section>
      <RowsEditor name="cbrfs" empty={emptyCbrf} first="name">
        {(field) => (
          <>
            <TextField name={field('name')} labelId={cbrfLabel('name')} required />
            <TextField name={field('phone')} labelId={cbrfLabel('phone')} />
            <DateField name={field('appointedOn')} labelId={cbrfLabel('appointedOn')} />
            <YesNoField
              name={field('trainingCompleted')}
              labelId={cbrfLabel('trainingCompleted')}
            />
            <SelectField
              name={field('status')}
              labelId={cbrfLabel('status')}
              list="cbrfStatus"
              codes={['active', 'left']}
              required
            />
          </>
        )}
      </RowsEditor>
    </>
  );
}

/**
 * A palika's profile (DOMAIN.md §7.11): its office and officials, its people, its disability
 * committee and ID-card procedure, and the CBR facilitators it appointed. Its names and codes are
 * the geography's and are shown, not edited.
 */
export function PalikaProfileForm({
  initial,
  onSave,
  submitLabel,
  onRefused,
}: EntryFormProps<PalikaProfileFormValues, PalikaProfileInput>) {
  const { failure, submit } = useRefusableSave<PalikaProfileFormValues>(
    (values) => onSave(palikaProfileBodyOf(values)),
    onRefused,
  );
  const fieldLabel = useRowFieldLabel('palikaProfile');
  return (
    <Formik<PalikaProfileFormValues>
      initialValues={initial}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame
          prefix="palikaProfile"
          failure={failure}
          submitLabel={submitLabel}
          fieldLabel={fieldLabel}
        >
          <Fields values={values} />
        </FormFrame>
      )}
    </Formik>
  );
}
