import { useIntl } from 'react-intl';
import { FactList } from '@/client/components/fact-list';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { enrolledBySex } from '@/shared/palika/school-rules';

type School = Schemas['School'];

/** One school as read: what it is, where, what it teaches, to whom, and who runs it. */
export function SchoolDetails({ school: s }: { school: School }) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (field: string) => intl.formatMessage({ id: `school.field.${field}` });
  const n = (value: number | null) => (value === null ? null : formatNumber(value, locale));
  const labels = (list: string, codes: readonly string[]) =>
    codes.map((code) => enumLabel(intl, list, code)).join(', ');
  const place = `${locale === 'np' ? s.palika.nameNp : s.palika.name}, ${locale === 'np' ? s.district.nameNp : s.district.name}`;
  const enrolled = enrolledBySex(s.cwdEnrolled);
  const sex = (code: string) => intl.formatMessage({ id: `school.enrolment.${code}` });
  const enrolment = (s.cwdEnrolled ?? []).map((row) =>
    [
      enumLabel(intl, 'disabilityType', row.disabilityType),
      (['female', 'male', 'other'] as const)
        .filter((key) => row[key] > 0)
        .map((key) => `${sex(key)} ${formatNumber(row[key], locale)}`)
        .join(', '),
    ].join(': '),
  );
  return (
    <FactList
      facts={[
        [label('nameNe'), <span lang="ne">{s.nameNe}</span>],
        [label('nameEn'), s.nameEn && <span lang="en">{s.nameEn}</span>],
        [label('iemisCode'), s.iemisCode],
        [label('schoolType'), enumLabel(intl, 'schoolType', s.schoolType)],
        [
          label('institutionalForm'),
          s.institutionalForm && enumLabel(intl, 'institutionalForm', s.institutionalForm),
        ],
        [
          label('religiousKind'),
          s.religiousKind && enumLabel(intl, 'religiousSchoolKind', s.religiousKind),
        ],
        [label('palikaId'), place],
        [label('wardNo'), n(s.wardNo)],
        [label('levels'), labels('schoolLevel', s.levels)],
        [
          label('specialEducation'),
          s.specialEducation && enumLabel(intl, 'specialEducation', s.specialEducation),
        ],
        [label('resourceClassTypes'), labels('disabilityType', s.resourceClassTypes ?? [])],
        [label('accessibility'), labels('schoolAccessibility', s.accessibility ?? [])],
        [label('headTeacherName'), s.headTeacherName],
        [label('headTeacherPhone'), s.headTeacherPhone && formatDigits(s.headTeacherPhone, locale)],
        [label('smcChairName'), s.smcChairName],
        [label('teachersTrainedInclusive'), n(s.teachersTrainedInclusive)],
        [label('academicYearBs'), formatDigits(String(s.academicYearBs), locale)],
        [label('studentsFemale'), n(s.studentsFemale)],
        [label('studentsMale'), n(s.studentsMale)],
        [label('studentsOther'), n(s.studentsOther)],
        [
          label('cwdEnrolled'),
          enrolment.length
            ? `${enrolment.join('; ')} (${intl.formatMessage({ id: 'school.enrolment.total' })}: ${formatNumber(enrolled.female + enrolled.male + enrolled.other, locale)})`
            : null,
        ],
      ]}
    />
  );
}
