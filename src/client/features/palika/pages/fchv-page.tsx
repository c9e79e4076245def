import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import { FchvForm } from '@/client/features/palika/components/fchv-form/fchv-form';
import {
  FCHV_ENUM_FIELDS,
  emptyFchvValues,
  fchvBodyOf,
  fchvValuesOf,
} from '@/client/features/palika/components/fchv-form/values';
import { FCHV_LIST } from '@/client/features/palika/pages/fchv-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import type { PageProps } from '@/client/lib/page-props';

/** FCHV Profile: the FCHVs of the user's area, a new one with her trainings, or one edited. */
export default function FchvPage({ headingKey }: PageProps) {
  return (
    <RecordScreen
      canWrite={useProfileWriter()}
      route="fchvProfile"
      headingKey={headingKey}
      prefix="fchv"
      records={fchvRecords}
      nameOf={(f, locale) => (locale === 'np' ? f.nameNe : (f.nameEn ?? f.nameNe))}
      emptyValues={emptyFchvValues}
      valuesOf={(f, own) => fchvValuesOf(f, own ?? {})}
      bodyOf={fchvBodyOf}
      form={(props) => <FchvForm {...props} />}
      enumFields={FCHV_ENUM_FIELDS}
      list={FCHV_LIST}
    />
  );
}
