import { useQueries, useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Section, TextField, fieldIdOf } from '@/client/components/form-fields';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { districtsQuery, palikasQuery, provincesQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import type { PwdFormValues } from './values';

/** Any of the 77 districts (a citizenship may come from anywhere), grouped by province. */
export function CitizenshipDistrict() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<PwdFormValues>();
  const provinces = useQuery(provincesQuery()).data?.items ?? [];
  const districts = useQueries({ queries: provinces.map((p) => districtsQuery(p.id)) }).flatMap(
    (q) => q.data?.items ?? [],
  );
  const error =
    formik.errors.citizenshipDistrictId &&
    (formik.touched.citizenshipDistrictId || formik.submitCount > 0)
      ? intl.formatMessage({ id: formik.errors.citizenshipDistrictId })
      : undefined;
  return (
    <SelectInput
      id={fieldIdOf('pwd', 'citizenshipDistrictId')}
      name="citizenshipDistrictId"
      label={intl.formatMessage({ id: 'pwd.field.citizenshipDistrictId' })}
      error={error}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      value={formik.values.citizenshipDistrictId}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      options={districts
        .map((d) => ({ value: String(d.id), label: locale === 'np' ? d.nameNe : d.nameEn }))
        .sort((a, b) => a.label.localeCompare(b.label))}
    />
  );
}

/** Palika through the picker (only the user's area), then a ward of that palika. */
export function AddressSection() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<PwdFormValues>();
  const palikas = useQuery({
    ...palikasQuery(formik.values.districtId ?? 0),
    enabled: Boolean(formik.values.districtId),
  }).data?.items;
  const wardCount = palikas?.find((p) => p.id === formik.values.palikaId)?.wardCount ?? 0;
  const shown = (name: 'palikaId' | 'wardNo') =>
    formik.errors[name] && (formik.touched[name] || formik.submitCount > 0)
      ? intl.formatMessage({ id: formik.errors[name] as string })
      : undefined;
  return (
    <Section id="address">
      <div id={fieldIdOf('pwd', 'palikaId')} tabIndex={-1} className="sm:col-span-2 lg:col-span-3">
        <GeographyPicker
          idPrefix="pwd-address"
          depth="palika"
          value={formik.values}
          onChange={(place) =>
            formik.setValues({
              ...formik.values,
              provinceId: place.provinceId,
              districtId: place.districtId,
              palikaId: place.palikaId,
              wardNo: '',
            })
          }
        />
        {shown('palikaId') && <p className="mt-1 text-sm text-red-700">{shown('palikaId')}</p>}
      </div>
      <SelectInput
        id={fieldIdOf('pwd', 'wardNo')}
        name="wardNo"
        required
        label={intl.formatMessage({ id: 'pwd.field.wardNo' })}
        error={shown('wardNo')}
        disabled={!wardCount}
        placeholder={intl.formatMessage({ id: 'common.choose' })}
        value={formik.values.wardNo}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        options={Array.from({ length: wardCount }, (_, i) => ({
          value: String(i + 1),
          label: formatNumber(i + 1, locale),
        }))}
      />
      <TextField name="tole" />
      <TextField name="temporaryAddress" />
    </Section>
  );
}
