import { Formik } from 'formik';
import { AttributeFields } from '@/client/components/attribute-fields';
import {
  ChoiceField,
  DateField,
  NumberField,
  Section,
  TextField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { RowLock } from '@/client/components/record-screen/row-lock';
import { formatDigits } from '@/client/lib/format';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { toIsoDate, todayInNepal } from '@/shared/calendar/bs-calendar';
import { valueProblems } from '@/shared/programme/value-rules';
import { attributeProblems } from '@/shared/services/attribute-rules';
import { type ValueFormValues, type ValueInput, valueBodyOf } from './values';

type Activity = Schemas['Activity'];
type Attribute = Schemas['AttributeDefinition'];

export interface ValueFormProps {
  initial: ValueFormValues;
  /** The palika's activities of the year that may take a value. */
  activities: Activity[];
  attributes: Attribute[];
  wardCount: number;
  onSave: (body: ValueInput) => Promise<void>;
  submitLabel: string;
  onRefused?: (error: unknown) => boolean;
  /** The locked period the record edited counts in (its read's `periodLock`): said at the top. */
  periodLock?: RowLock;
}

/**
 * What one activity achieved on a date: output, expenditure, participants by sex, the ward, the
 * activity's own attributes and notes, checked by the rules the server keeps.
 */
export function ValueForm(props: ValueFormProps) {
  const { initial, activities, attributes, wardCount, onSave, submitLabel, onRefused } = props;
  const locale = useLocale();
  const activityOf = (id: string) => activities.find((a) => a._id === id);
  const attributesOf = (id: string) => {
    const ids = activityOf(id)?.attributeIds ?? [];
    return ids.map((x) => attributes.find((a) => a.id === x)).filter((a): a is Attribute => !!a);
  };
  const rules = (values: ValueFormValues) => {
    const activity = activityOf(values.activityId);
    // What is missing is named here, before the server is asked (as every other form does).
    const missing = {
      ...(activity ? {} : { activityId: 'value.activityRequired' }),
      ...(values.recordDate ? {} : { recordDate: 'field.required' }),
    };
    if (!activity || !values.recordDate) return missing;
    const body = valueBodyOf(values);
    return formErrorsOf<ValueFormValues>([
      ...valueProblems(body, activity, toIsoDate(todayInNepal()), wardCount),
      ...attributeProblems(attributesOf(values.activityId), body.attributes ?? {}, { wardCount }),
    ]);
  };
  const { failure, submit } = useRefusableSave<ValueFormValues>(
    (values) => onSave(valueBodyOf(values)),
    onRefused,
  );
  const name = (a: Activity) =>
    `${'— '.repeat(a.level - 1)}${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`;
  return (
    <Formik<ValueFormValues> initialValues={initial} validate={rules} onSubmit={submit}>
      {({ errors, values, setFieldValue }) => (
        <FormFrame
          prefix="value"
          failure={failure}
          submitLabel={submitLabel}
          periodLock={props.periodLock}
        >
          <Section id="what">
            <ChoiceField
              name="activityId"
              required
              options={activities.map((a) => ({ value: a._id, label: name(a) }))}
            />
            <DateField name="recordDate" required />
            <NumberField name="achievedOutput" />
            <NumberField name="expenditureNpr" />
            <NumberField name="participantsFemale" />
            <NumberField name="participantsMale" />
            <NumberField name="participantsOther" />
            <ChoiceField
              name="wardNo"
              options={Array.from({ length: wardCount }, (_, i) => ({
                value: String(i + 1),
                label: formatDigits(String(i + 1), locale),
              }))}
            />
            <TextField name="notes" />
          </Section>
          <AttributeFields
            attributes={attributesOf(values.activityId)}
            values={values.attributes}
            wardCount={wardCount}
            errors={Object.fromEntries(
              Object.entries((errors.attributes ?? {}) as Record<string, string>),
            )}
            onChange={(next) => setFieldValue('attributes', next)}
          />
        </FormFrame>
      )}
    </Formik>
  );
}
