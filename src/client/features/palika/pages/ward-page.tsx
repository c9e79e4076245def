import { useIntl } from 'react-intl';
import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { wardRecords } from '@/client/features/palika/api/ward-records';
import {
  WARD_ENUM_FIELDS,
  wardBodyOf,
  wardValuesOf,
} from '@/client/features/palika/components/ward-form/values';
import { WardForm } from '@/client/features/palika/components/ward-form/ward-form';
import { WARD_LIST } from '@/client/features/palika/pages/ward-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import { wardName } from '@/client/features/palika/ward-name';
import type { PageProps } from '@/client/lib/page-props';

/** Ward Profile: every ward of the user's area, each edited by its palika (none is added). */
export default function WardPage({ headingKey }: PageProps) {
  const intl = useIntl();
  return (
    <RecordScreen
      canWrite={useProfileWriter()}
      route="wardProfile"
      headingKey={headingKey}
      prefix="ward"
      ofPlace
      records={wardRecords}
      nameOf={(w, locale) => wardName(intl, locale, w)}
      valuesOf={(w) => wardValuesOf(w)}
      bodyOf={wardBodyOf}
      form={(props) => <WardForm {...props} />}
      enumFields={WARD_ENUM_FIELDS}
      list={WARD_LIST}
    />
  );
}
