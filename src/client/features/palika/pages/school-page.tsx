import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { schoolRecords } from '@/client/features/palika/api/school-records';
import { SchoolForm } from '@/client/features/palika/components/school-form/school-form';
import {
  SCHOOL_ENUM_FIELDS,
  emptySchoolValues,
  schoolBodyOf,
  schoolValuesOf,
} from '@/client/features/palika/components/school-form/values';
import { SCHOOL_LIST } from '@/client/features/palika/pages/school-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import type { PageProps } from '@/client/lib/page-props';

/** School Profile: the schools of the user's area, a new one, or one edited. */
export default function SchoolPage({ headingKey }: PageProps) {
  return (
    <RecordScreen
      route="schoolProfile"
      headingKey={headingKey}
      canWrite={useProfileWriter()}
      prefix="school"
      records={schoolRecords}
      nameOf={(s, locale) => (locale === 'np' ? s.nameNe : (s.nameEn ?? s.nameNe))}
      emptyValues={emptySchoolValues}
      valuesOf={(s, own) => schoolValuesOf(s, own ?? {})}
      bodyOf={schoolBodyOf}
      form={(props) => <SchoolForm {...props} />}
      enumFields={SCHOOL_ENUM_FIELDS}
      list={SCHOOL_LIST}
    />
  );
}
