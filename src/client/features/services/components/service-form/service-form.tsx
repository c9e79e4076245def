import { useQuery } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { AttributeFields } from '@/client/components/attribute-fields';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { GeographyPicker } from '@/client/components/geography-picker';
import { useFormLock } from '@/client/components/record-screen/form-lock';
import type { RowLock } from '@/client/components/record-screen/row-lock';
import { RefusalNotice } from '@/client/components/refusal-notice';
import { SelectInput } from '@/client/components/select-input';
import type { Category } from '@/client/features/services/catalogue-tree';
import { CategorySelect } from '@/client/features/services/components/category-select';
import { PersonSearch } from '@/client/features/services/components/person-search';
import { ApiError } from '@/client/lib/api-client';
import { palikaQuery, palikasQuery } from '@/client/lib/geography-queries';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { formatNumber } from '@/shared/format/number';
import { DEVICE_TYPES, FUNDING_SOURCES, REFERRAL_STATUSES, UNITS } from '@/shared/services/enums';
import { ProviderFields } from './provider-fields';
import {
  ServiceDate,
  ServiceNumber,
  ServiceSelect,
  ServiceText,
  serviceFieldId,
  useServiceField,
} from './service-fields';
import { type RecordInput, type ServiceFormValues, serviceBodyOf } from './values';

export interface ServiceFormProps {
  initial: ServiceFormValues;
  catalogue: Schemas['ServiceCatalogue'];
  /** Saves; a refusal (ApiError) is shown at its fields and nothing typed is lost. */
  onSave: (body: RecordInput, values: ServiceFormValues) => Promise<void>;
  submitLabel: string;
  /** Offer switching between a service for one person and a group service. */
  allowModeChange?: boolean;
  /** A refusal the caller handles itself (a version conflict): return true to stop the form's own message. */
  onRefused?: (error: unknown) => boolean;
  /** The locked period the record edited counts in (its read's `periodLock`): said at the top. */
  periodLock?: RowLock;
}

/** The contract's required fields; and a person for a service to one person (the form holds the person, the body their id). */
const schema = requiredFields('ServiceRecordUpdate').shape({
  person: yup.object().when('isGroup', { is: false, then: (s) => s.required('field.required') }),
});

function PlaceFields() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<ServiceFormValues>();
  const ward = useServiceField('wardNo');
  const palikas = useQuery({
    ...palikasQuery(formik.values.districtId ?? 0),
    enabled: Boolean(formik.values.districtId),
  }).data?.items;
  // A person chosen from another district brings only their palika: the picker learns its district and province.
  const { palikaId, districtId } = formik.values;
  const palika = useQuery({
    ...palikaQuery(palikaId ?? 0),
    enabled: Boolean(palikaId) && !districtId,
  }).data;
  const { setValues } = formik;
  useEffect(() => {
    if (palika && !districtId)
      setValues((v) => ({
        ...v,
        provinceId: palika.provinceId,
        districtId: palika.districtId ?? undefined,
      }));
  }, [palika, districtId, setValues]);
  const wardCount = palikas?.find((p) => p.id === formik.values.palikaId)?.wardCount ?? 0;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <GeographyPicker
        idPrefix="service-place"
        depth="palika"
        value={formik.values}
        onChange={(place) => formik.setValues({ ...formik.values, ...place, wardNo: '' })}
      />
      <SelectInput
        id={ward.id}
        name="wardNo"
        label={ward.label}
        error={ward.error}
        required
        disabled={!wardCount}
        placeholder={intl.formatMessage({ id: 'common.choose' })}
        value={formik.values.wardNo}
        onChange={formik.handleChange}
        options={Array.from({ length: wardCount }, (_, i) => ({
          value: String(i + 1),
          label: formatNumber(i + 1, locale),
        }))}
      />
    </div>
  );
}

function Fields({
  catalogue,
  allowModeChange,
}: Pick<ServiceFormProps, 'catalogue' | 'allowModeChange'>) {
  const intl = useIntl();
  const formik = useFormikContext<ServiceFormValues>();
  const { values } = formik;
  const category: Category | undefined = catalogue.categories.find(
    (c) => String(c.id) === values.categoryId,
  );
  const attributes = (category?.attributeIds ?? [])
    .map((id) => catalogue.attributes.find((a) => a.id === id))
    .filter((a) => a !== undefined);
  const categoryField = useServiceField('categoryId');
  const personField = useServiceField('person');
  const attributeErrors = (formik.errors.attributes ?? {}) as Record<string, string>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {allowModeChange && (
        <fieldset className="flex gap-4 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">
            {intl.formatMessage({ id: 'services.mode' })}
          </legend>
          {[false, true].map((group) => (
            <label key={String(group)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="isGroup"
                checked={values.isGroup === group}
                onChange={() => formik.setValues({ ...values, isGroup: group, categoryId: '' })}
              />
              {intl.formatMessage({
                id: group ? 'services.mode.group' : 'services.mode.individual',
              })}
            </label>
          ))}
        </fieldset>
      )}
      {!values.isGroup && (
        <div className="sm:col-span-2">
          <PersonSearch
            id={serviceFieldId('person')}
            selected={values.person}
            error={personField.error}
            onSelect={(person) =>
              formik.setValues({
                ...values,
                person,
                ...(person
                  ? {
                      palikaId: person.palika._id,
                      wardNo: String(person.wardNo),
                      provinceId: values.provinceId,
                      districtId: values.districtId,
                    }
                  : {}),
              })
            }
          />
        </div>
      )}
      <ServiceDate name="serviceDate" required />
      <div className="sm:col-span-2">
        <CategorySelect
          id={categoryField.id}
          categories={catalogue.categories}
          group={values.isGroup}
          fiscalYear={fiscalPeriodOf(values.serviceDate)?.fiscalYear}
          value={values.categoryId}
          error={categoryField.error}
          required
          onChange={(id) => {
            const next = catalogue.categories.find((c) => String(c.id) === id);
            formik.setValues({
              ...values,
              categoryId: id,
              unit: next?.defaultUnit ?? values.unit,
              attributes: {},
            });
          }}
        />
      </div>
      {values.isGroup &&
        (
          [
            'participantsMale',
            'participantsFemale',
            'participantsOther',
            'participantsPwd',
          ] as const
        ).map((name) => <ServiceNumber key={name} name={name} required />)}
      {category?.recordKind === 'assistive_device' && (
        <>
          <ServiceSelect name="assistiveDeviceType" list="device" codes={DEVICE_TYPES} required />
          <ServiceText name="deviceSerial" />
        </>
      )}
      {category?.recordKind === 'referral' && (
        <>
          <ServiceText name="referralFacility" required />
          <ServiceText name="referralReason" required />
          <ServiceSelect
            name="referralStatus"
            list="referralStatus"
            codes={REFERRAL_STATUSES}
            required
          />
          <ServiceDate name="referralOutcomeDate" />
        </>
      )}
      <ServiceNumber name="quantity" required decimal />
      <ServiceSelect name="unit" list="unit" codes={UNITS} required />
      <div className="sm:col-span-2">
        <AttributeFields
          attributes={attributes}
          values={values.attributes}
          errors={attributeErrors}
          onChange={(next) => formik.setFieldValue('attributes', next)}
        />
      </div>
      <PlaceFields />
      <ProviderFields />
      <ServiceNumber name="costNpr" decimal />
      <ServiceSelect name="fundingSource" list="funding" codes={FUNDING_SOURCES} />
      <ServiceDate name="followUpDate" />
      <ServiceText name="notes" />
    </div>
  );
}

/** A service record: for one person or a group, with the rules of its category; the server's answer shown at each field. */
export function ServiceForm({
  initial,
  catalogue,
  onSave,
  submitLabel,
  allowModeChange = false,
  onRefused,
  periodLock,
}: ServiceFormProps) {
  const [failure, setFailure] = useState<unknown>();
  const locked = useFormLock(periodLock);
  const submit = async (values: ServiceFormValues, helpers: FormikHelpers<ServiceFormValues>) => {
    setFailure(undefined);
    try {
      await onSave(serviceBodyOf(values), values);
    } catch (error) {
      if (onRefused?.(error)) return;
      const fields = error instanceof ApiError ? error.fields : [];
      for (const f of fields) {
        const name = f.field === 'pwdId' ? 'person' : f.field;
        helpers.setFieldError(name, `field.${f.code}`);
        helpers.setFieldTouched(name, true, false);
      }
      setFailure(error);
    }
  };
  return (
    <Formik<ServiceFormValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, errors, submitCount }) => (
        <Form noValidate className="flex flex-col gap-4">
          {locked.notice}
          <ErrorSummary
            errors={errors as Record<string, unknown>}
            submitCount={submitCount}
            fieldId={(name) =>
              name.startsWith('attributes.')
                ? `attribute-${name.slice('attributes.'.length)}`
                : serviceFieldId(name)
            }
          />
          <RefusalNotice error={failure} />
          {locked.fields(<Fields catalogue={catalogue} allowModeChange={allowModeChange} />)}
          <div className="flex justify-end">
            <Button type="submit" busy={isSubmitting} {...locked.saveProps}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
