import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ChoiceField } from '@/client/components/form-fields';
import { GeographyPicker } from '@/client/components/geography-picker';
import { useWardOptions } from '@/client/lib/use-ward-options';

interface Place {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo: string;
}

/**
 * Where a profile is: province › district › palika (only what the user's scope allows) and the
 * ward; a new palika clears the ward and anything else the form names (`clears`).
 */
export function PlaceFields({ prefix, clears = {} }: { prefix: string; clears?: object }) {
  const intl = useIntl();
  const formik = useFormikContext<Place>();
  const wards = useWardOptions(formik.values.palikaId);
  return (
    <div className="grid gap-3 sm:col-span-2 lg:col-span-3">
      <GeographyPicker
        idPrefix={`${prefix}-place`}
        depth="palika"
        value={formik.values}
        onChange={(place) =>
          formik.setValues({ ...formik.values, ...place, wardNo: '', ...clears })
        }
      />
      {formik.errors.palikaId && formik.submitCount > 0 && (
        <p className="text-sm text-red-700">
          {intl.formatMessage({ id: `${prefix}.field.palikaId` })}:{' '}
          {intl.formatMessage({ id: formik.errors.palikaId })}
        </p>
      )}
      <ChoiceField name="wardNo" required options={wards} />
    </div>
  );
}
