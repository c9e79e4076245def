import { useFormikContext } from 'formik';
import { useLinkedOptions } from '@/client/lib/linked-records';
import { isLinkedKind } from '@/shared/palika/links';
import { PROVIDER_TYPES } from '@/shared/services/enums';
import { ServiceSelect, ServiceText } from './service-fields';
import type { ServiceFormValues } from './values';

/** Who gave it: a kind, the palika's ward, school, facility or FCHV of that kind, and a name. */
export function ProviderFields() {
  const { values } = useFormikContext<ServiceFormValues>();
  const { options, hint } = useLinkedOptions(values.providerType, values.palikaId);
  return (
    <>
      <ServiceSelect name="providerType" list="provider" codes={PROVIDER_TYPES} required />
      {isLinkedKind(values.providerType) && (
        <ServiceSelect name="providerId" options={options} hint={hint} />
      )}
      <ServiceText name="providerName" />
    </>
  );
}
