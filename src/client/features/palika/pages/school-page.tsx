import { schoolRecords } from '@/client/features/palika/api/school-records';
import { ProfileScreen } from '@/client/features/palika/components/profile-screen';
import { SchoolForm } from '@/client/features/palika/components/school-form/school-form';
import {
  SCHOOL_ENUM_FIELDS,
  emptySchoolValues,
  schoolBodyOf,
  schoolValuesOf,
} from '@/client/features/palika/components/school-form/values';
import { SchoolList } from '@/client/features/palika/pages/school-list';
import type { PageProps } from '@/client/lib/page-props';

/** School Profile: the schools of the user's area, a new one, or one edited. */
export default function SchoolPage({ headingKey }: PageProps) {
  return (
    <ProfileScreen
      route="schoolProfile"
      headingKey={headingKey}
      prefix="school"
      records={schoolRecords}
      nameOf={(s, locale) => (locale === 'np' ? s.nameNe : (s.nameEn ?? s.nameNe))}
      emptyValues={emptySchoolValues}
      valuesOf={(s, own) => schoolValuesOf(s, own ?? {})}
      bodyOf={schoolBodyOf}
      form={(props) => <SchoolForm {...props} />}
      enumFields={SCHOOL_ENUM_FIELDS}
      list={SchoolList}
    />
  );
}
