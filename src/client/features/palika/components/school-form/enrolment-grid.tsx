import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldIdOf, useFieldState } from '@/client/components/form-fields';
import { NumberInput } from '@/client/components/number-input';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { enrolledBySex } from '@/shared/palika/school-rules';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
import { ENROLMENT_SEXES, type SchoolFormValues, schoolBodyOf } from './values';

/**
 * Children with disabilities enrolled: a row a disability type, a box a sex, each labelled by
 * both; the totals by sex below, beside the students of that sex, so a figure too large shows.
 */
export function EnrolmentGrid() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<SchoolFormValues>();
  const { id, label, error } = useFieldState('cwdEnrolled');
  const t = (key: string) => intl.formatMessage({ id: key });
  const sexLabel = (sex: string) => t(`school.enrolment.${sex}`);
  const totals = enrolledBySex(schoolBodyOf(formik.values).cwdEnrolled);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      className="sm:col-span-2 lg:col-span-3"
    >
      <legend className="mb-1 text-sm font-medium text-gray-900">{label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-gray-700">
        <FormattedMessage id="school.hint.cwdEnrolled" />
      </p>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                {t('school.enrolment.disability')}
              </th>
              {ENROLMENT_SEXES.map((sex) => (
                <th key={sex} scope="col" className="p-1 text-left">
                  {sexLabel(sex)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DISABILITY_TYPES.map((type) => {
              const typeLabel = enumLabel(intl, 'disabilityType', type);
              return (
                <tr key={type}>
                  <th scope="row" className="p-1 text-left font-normal">
                    {typeLabel}
                  </th>
                  {ENROLMENT_SEXES.map((sex) => (
                    <td key={sex} className="w-24 p-1">
                      <NumberInput
                        id={fieldIdOf('school', `cwdEnrolled.${type}.${sex}`)}
                        label={`${typeLabel}, ${sexLabel(sex)}`}
                        hideLabel
                        value={formik.values.cwdEnrolled[type]?.[sex] ?? ''}
                        onChange={(text) =>
                          formik.setFieldValue(`cwdEnrolled.${type}.${sex}`, text)
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="p-1 text-left">
                {t('school.enrolment.total')}
              </th>
              {ENROLMENT_SEXES.map((sex) => (
                <td key={sex} className="p-1 font-semibold" aria-live="polite">
                  {formatNumber(totals[sex], locale)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
