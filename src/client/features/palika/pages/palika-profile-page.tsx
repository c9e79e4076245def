import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { palikaProfileRecords } from '@/client/features/palika/api/palika-profile-records';
import { PalikaProfileForm } from '@/client/features/palika/components/palika-profile-form/palika-profile-form';
import {
  PALIKA_PROFILE_ENUM_FIELDS,
  palikaProfileBodyOf,
  palikaProfileValuesOf,
} from '@/client/features/palika/components/palika-profile-form/values';
import { PALIKA_PROFILE_LIST } from '@/client/features/palika/pages/palika-profile-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import type { PageProps } from '@/client/lib/page-props';

/** Palika Profile: every palika of the user's area, each edited by its own users (none is added). */
export default function PalikaProfilePage({ headingKey }: PageProps) {
  return (
    <RecordScreen
      canWrite={useProfileWriter()}
      route="actualPalikaProfile"
      headingKey={headingKey}
      prefix="palikaProfile"
      ofPlace
      records={palikaProfileRecords}
      nameOf={(p, locale) => (locale === 'np' ? p.nameNe : p.nameEn)}
      valuesOf={(p) => palikaProfileValuesOf(p)}
      bodyOf={palikaProfileBodyOf}
      form={(props) => <PalikaProfileForm {...props} />}
      enumFields={PALIKA_PROFILE_ENUM_FIELDS}
      list={PALIKA_PROFILE_LIST}
    />
  );
}
