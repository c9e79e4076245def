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
import { PopulationFields } from '@/client/features/palika/components/population-fields';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { ECOLOGICAL_BELTS } from '@/shared/palika/enums';
import { populationAddsUp } from '@/shared/palika/place-rules';
import { wardProblems } from '@/shared/palika/ward-rules';
import { type WardFormValues, type WardInput, wardBodyOf } from './values';

/** The rules shared with the server, on today in Nepal. */
const sharedRules = (values: WardFormValues): FormikErrors<WardFormValues> =>
  formErrorsOf(wardProblems(wardBodyOf(values), toIsoDate(todayInNepal())));

function Fields({ values }: { values: WardFormValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const addsUp = populationAddsUp(wardBodyOf(values));
  return (
    <>
      <Section id="office">
        <TextField name="nameNe" lang="ne" hint={t('ward.hint.nameNe')} />
        <TextField name="officeAddress" />
        <TextField name="officePhone" />
        <TextField name="officeEmail" />
        <TextField name="chairName" />
        <TextField name="chairPhone" />
        <TextField name="secretaryName" />
        <TextField name="secretaryPhone" />
      </Section>
      <Section id="people">
        <PopulationFields addsUp={addsUp} />
      </Section>
      <Section id="land">
        <NumberField name="areaSqKm" />
        <NumberField name="tolesCount" />
        <SelectField name="ecologicalBelt" list="ecologicalBelt" codes={ECOLOGICAL_BELTS} />
        <YesNoField name="dprpCommitteeFormed" />
        {values.dprpCommitteeFormed === 'true' && <DateField name="committeeFormedOn" required />}
      </Section>
    </>
  );
}

/** A ward's profile (DOMAIN.md §7.8): its office, its people, its land and DPRP committee. */
export function WardForm({
  initial,
  onSave,
  submitLabel,
  onRefused,
}: EntryFormProps<WardFormValues, WardInput>) {
  const { failure, submit } = useRefusableSave<WardFormValues>(
    (values) => onSave(wardBodyOf(values)),
    onRefused,
  );
  return (
    <Formik<WardFormValues> initialValues={initial} validate={sharedRules} onSubmit={submit}>
      {({ values }) => (
        <FormFrame prefix="ward" failure={failure} submitLabel={submitLabel}>
          <Fields values={values} />
        </FormFrame>
      )}
    </Formik>
  );
}
