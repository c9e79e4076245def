import { getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { DateInput } from '@/client/components/date-input';
import { fieldIdOf } from '@/client/components/form-fields';
import { NumberInput } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { focusResult } from '@/client/lib/focus';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { FCHV_TRAINING_TYPES } from '@/shared/palika/enums';
import { type FchvFormValues, emptyTraining } from './values';

const idOf = (name: string) => fieldIdOf('fchv', name);

/** Her trainings, one card each (type, date in BS or AD, days, organiser, batch); added and removed. */
export function TrainingEditor() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<FchvFormValues>();
  const trainings = formik.values.trainings;
  const t = (id: string) => intl.formatMessage({ id });
  const add = () => {
    setTimeout(() =>
      focusResult(document.getElementById(idOf(`trainings.${trainings.length}.trainingType`))),
    );
    return formik.setFieldValue('trainings', [...trainings, emptyTraining()]);
  };
  return (
    <fieldset className="rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-secondary">
        <FormattedMessage id="fchv.section.trainings" />
      </legend>
      <p className="text-sm text-gray-800" aria-live="polite">
        <FormattedMessage
          id="fchv.trainings.count"
          values={{ count: formatNumber(trainings.length, locale) }}
        />
      </p>
      <ol className="mt-2 flex flex-col gap-3">
        {trainings.map((_, index) => (
          <li key={index}>
            <TrainingCard
              index={index}
              onRemove={() => {
                setTimeout(() => focusResult(document.getElementById(idOf('trainings.add'))));
                return formik.setFieldValue(
                  'trainings',
                  trainings.filter((_, i) => i !== index),
                );
              }}
            />
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <Button id={idOf('trainings.add')} variant="outline" onClick={add}>
          {t('fchv.trainings.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function TrainingCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<FchvFormValues>();
  const training = formik.values.trainings[index];
  const name = (field: string) => `trainings.${index}.${field}`;
  const heading = intl.formatMessage(
    { id: 'fchv.trainings.one' },
    { n: formatNumber(index + 1, locale) },
  );
  const label = (field: string) => intl.formatMessage({ id: `fchv.training.${field}` });
  const errorOf = (field: string) => {
    const raw = getIn(formik.errors, name(field)) as string | undefined;
    const shown = raw && (getIn(formik.touched, name(field)) || formik.submitCount > 0);
    return shown ? intl.formatMessage({ id: raw }, { limit: '' }) : undefined;
  };
  const text = (field: 'organiser' | 'cohort') => (
    <TextInput
      id={idOf(name(field))}
      name={name(field)}
      label={label(field)}
      value={training[field]}
      error={errorOf(field)}
      onChange={formik.handleChange}
    />
  );
  return (
    <section aria-label={heading} className="rounded border border-gray-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{heading}</h3>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={`${heading}: ${intl.formatMessage({ id: 'fchv.trainings.remove' })}`}
        >
          <FormattedMessage id="fchv.trainings.remove" />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectInput
          id={idOf(name('trainingType'))}
          name={name('trainingType')}
          label={label('trainingType')}
          required
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          value={training.trainingType}
          error={errorOf('trainingType')}
          options={enumOptions(intl, 'fchvTraining', FCHV_TRAINING_TYPES)}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <DateInput
          id={idOf(name('date'))}
          label={label('date')}
          required
          value={training.date}
          error={errorOf('date')}
          onChange={(iso, error) => {
            formik.setFieldValue(name('date'), iso, false);
            formik.setFieldTouched(name('date'), true, false);
            if (error) formik.setFieldError(name('date'), `field.${error}`);
          }}
        />
        <NumberInput
          id={idOf(name('days'))}
          name={name('days')}
          label={label('days')}
          value={training.days}
          error={errorOf('days')}
          onChange={(value) => formik.setFieldValue(name('days'), value)}
        />
        {text('organiser')}
        {text('cohort')}
      </div>
    </section>
  );
}
