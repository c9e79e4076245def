import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useLinkedOptions } from '@/client/lib/linked-records';
import { isLinkedKind } from '@/shared/palika/links';
import { PROVIDER_TYPES } from '@/shared/services/enums';
import { ServiceSelect, ServiceText } from './service-fields';
import type { ServiceFormValues } from './values';

/** Who gave it: a kind, the palika's ward, school, facility or FCHV of that kind, and a name. */
export function ProviderFields() {
  const intl = useIntl();
  const { values } = useFormikContext<ServiceFormValues>();
  const options = useLinkedOptions(values.providerType, values.palikaId);
  return (
    <>
      <ServiceSelect name="providerType" list="provider" codes={PROVIDER_TYPES} required />
      {isLinkedKind(values.providerType) && (
        <ServiceSelect
          name="providerId"
          options={options}
          hint={
            values.palikaId ? undefined : intl.formatMessage({ id: 'profile.choosePalikaFirst' })
          }
        />
      )}
      <ServiceText name="providerName" />
    </>
  );
}
