import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { SCHOOL_TABLE } from '@/client/features/palika/components/school-columns';
import { SCHOOL_FILTERS } from '@/client/features/palika/components/school-filters';
import {
  SCHOOL_ENUM_FIELDS,
  type School,
  emptySchoolValues,
  schoolBodyOf,
  schoolValuesOf,
} from '@/client/features/palika/components/school-form/values';
import { SCHOOL_LIST, schoolImport } from '@/client/features/palika/pages/school-list';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import { readRows } from '@/client/lib/records/import-columns';
import { adToBs, todayInNepal } from '@/shared/calendar/bs-calendar';
import type { Locale } from '@/shared/locale';
import { SCHOOL, INSTITUTIONAL } from '../../../../stories/support/school-fixtures';
import { renderAt } from '../../../../tests/support/render-app';
import { tableText } from '../../../../tests/support/table-text';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a school (its details, its export, the import's template and what a row
 * becomes) and what its form sends, held while the kind's fields move into one table.
 */

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

function factsOf(school: School, locale: Locale) {
  const { unmount } = renderAt(<>{SCHOOL_LIST.details(school)}</>, locale === 'np' ? '/np' : '/');
  const facts = screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
  unmount();
  return facts;
}

describe("a school's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    expect(factsOf(SCHOOL, 'en')).toMatchInlineSnapshot(`
      [
        "Name in Nepali = श्री जनता माध्यमिक विद्यालय",
        "Name in English = Shree Janata Secondary School",
        "IEMIS code = 1010105",
        "Type = Community",
        "Institutional school run as = —",
        "Kind of religious school = —",
        "Palika = Biratnagar, Morang",
        "Ward = 5",
        "Levels taught = Early childhood (ECED), Basic, grades 1–5",
        "Provision for children with disabilities = Resource class",
        "Disabilities its resource class or special school teaches = Hearing, Intellectual",
        "Accessibility = Ramp, Accessible toilet",
        "Head teacher = हरि प्रसाद कोइराला",
        "Head teacher's phone = 9852023456",
        "Chair of the school management committee = —",
        "Committee chair's phone = 9842012345",
        "Teachers trained in inclusive education = 2",
        "Academic year (BS) = 2082",
        "Girls enrolled = 230",
        "Boys enrolled = 1,214",
        "Other students enrolled = —",
        "Children with disabilities enrolled = Hearing: Girls 6, Boys 7; Intellectual: Boys 5, Other 1 (Total: 19)",
      ]
    `);
    expect(factsOf(SCHOOL, 'np')).toMatchInlineSnapshot(`
      [
        "नेपालीमा नाम = श्री जनता माध्यमिक विद्यालय",
        "अङ्ग्रेजीमा नाम = Shree Janata Secondary School",
        "आईईएमआईएस कोड = 1010105",
        "प्रकार = सामुदायिक",
        "संस्थागत विद्यालयको स्वरूप = —",
        "धार्मिक विद्यालयको किसिम = —",
        "पालिका = बिराटनगर, मोरंग",
        "वडा = ५",
        "पढाइ हुने तह = प्रारम्भिक बाल विकास, आधारभूत (कक्षा १–५)",
        "अपाङ्गता भएका बालबालिकाका लागि व्यवस्था = स्रोत कक्षा",
        "स्रोत कक्षा वा विशेष विद्यालयले पढाउने अपाङ्गता = सुनाइसम्बन्धी, बौद्धिक",
        "पहुँचयुक्तता = र्‍याम्प, पहुँचयुक्त शौचालय",
        "प्रधानाध्यापक = हरि प्रसाद कोइराला",
        "प्रधानाध्यापकको फोन = ९८५२०२३४५६",
        "विद्यालय व्यवस्थापन समितिका अध्यक्ष = —",
        "समिति अध्यक्षको फोन = ९८४२०१२३४५",
        "समावेशी शिक्षामा तालिमप्राप्त शिक्षक = २",
        "शैक्षिक वर्ष (वि.सं.) = २०८२",
        "छात्रा सङ्ख्या = २३०",
        "छात्र सङ्ख्या = १,२१४",
        "अन्य विद्यार्थी सङ्ख्या = —",
        "भर्ना भएका अपाङ्गता भएका बालबालिका = सुनाइसम्बन्धी: छात्रा ६, छात्र ७; बौद्धिक: छात्र ५, अन्य १ (जम्मा: १९)",
      ]
    `);
    expect(factsOf(INSTITUTIONAL, 'en')).toMatchInlineSnapshot(`
      [
        "Name in Nepali = श्री जनता माध्यमिक विद्यालय",
        "Name in English = —",
        "IEMIS code = 1010105",
        "Type = Institutional (private)",
        "Institutional school run as = Company",
        "Kind of religious school = —",
        "Palika = Biratnagar, Morang",
        "Ward = 5",
        "Levels taught = Early childhood (ECED), Basic, grades 1–5",
        "Provision for children with disabilities = —",
        "Disabilities its resource class or special school teaches = —",
        "Accessibility = —",
        "Head teacher = हरि प्रसाद कोइराला",
        "Head teacher's phone = —",
        "Chair of the school management committee = —",
        "Committee chair's phone = 9842012345",
        "Teachers trained in inclusive education = 2",
        "Academic year (BS) = 2082",
        "Girls enrolled = 230",
        "Boys enrolled = 1,214",
        "Other students enrolled = —",
        "Children with disabilities enrolled = —",
      ]
    `);
  });
});

describe("a school's export", () => {
  it('heads its columns in the reader language and writes a school a row', async () => {
    api.items = [SCHOOL, INSTITUTIONAL];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const { header, loadChunk } = SCHOOL_LIST.exporter({}, intl, locale);
      const chunk = await loadChunk(undefined);
      expect([header, ...chunk.rows]).toMatchSnapshot();
    }
  });
});

const SCHOOL_IMPORT_COLUMNS = schoolImport(60).columns;

describe("a school list's import", () => {
  it('asks for its columns in order, the required ones marked', () => {
    expect(
      SCHOOL_IMPORT_COLUMNS.map(
        (c) => `${c.field} ${MESSAGES.en[c.labelId]}${c.required ? ' *' : ''}`,
      ),
    ).toMatchSnapshot();
  });

  it("makes a row's cells a school's body", async () => {
    const header = SCHOOL_IMPORT_COLUMNS.map((c) => MESSAGES.np[c.labelId]);
    const cells: string[] = SCHOOL_IMPORT_COLUMNS.map((c) =>
      c.field === 'cwdEnrolled.hearing.male' ? '७' : '',
    );
    const filled: Record<string, string> = {
      iemisCode: '101',
      nameNe: 'श्री जनता मावि',
      wardNo: '४',
      schoolType: 'Institutional',
      institutionalForm: 'company',
      levels: 'eced; basic_1_5',
      headTeacherPhone: '९८५२०२३४५६',
      academicYearBs: '2082',
      latitude: '26.5',
    };
    SCHOOL_IMPORT_COLUMNS.forEach((c, i) => {
      if (filled[c.field]) cells[i] = filled[c.field];
    });
    const read = readRows([header, cells], SCHOOL_IMPORT_COLUMNS, [MESSAGES.en, MESSAGES.np]);
    expect(read.problems).toEqual([]);
    const body = await schoolImport(60).bodyOf(read.rows[0].values);
    expect({ ...body, _id: typeof body._id }).toMatchSnapshot();
  });
});

describe("a school's form", () => {
  it('starts empty in this academic year, at the given place', () => {
    const values = emptySchoolValues({ provinceId: 1, districtId: 5, palikaId: 60 });
    expect(values.academicYearBs).toBe(String(adToBs(todayInNepal())?.year));
    expect({ ...values, academicYearBs: 'this year' }).toMatchSnapshot();
  });

  it('edits a stored school and sends it back as it was', () => {
    const values = schoolValuesOf(SCHOOL, { provinceId: 1, districtId: 5 });
    expect(values).toMatchSnapshot();
    expect(schoolBodyOf(values)).toMatchSnapshot();
  });

  it('sends only what the type and set-up ask, numbers typed in Nepali as numbers', () => {
    const values = schoolValuesOf(INSTITUTIONAL, {});
    expect(
      schoolBodyOf({
        ...values,
        religiousKind: 'gumba_vihar',
        resourceClassTypes: ['hearing'],
        studentsOther: '१२',
        nameEn: '  ',
        iemisCode: ' 77 ',
        cwdEnrolled: { ...values.cwdEnrolled, vision: { female: '२', male: '', other: '' } },
      }),
    ).toMatchSnapshot();
  });
});

describe("a school's coded fields", () => {
  it('name the list of each (histories and conflicts show their labels)', () => {
    expect(SCHOOL_ENUM_FIELDS).toEqual({
      schoolType: 'schoolType',
      institutionalForm: 'institutionalForm',
      religiousKind: 'religiousSchoolKind',
      levels: 'schoolLevel',
      specialEducation: 'specialEducation',
      resourceClassTypes: 'disabilityType',
      accessibility: 'schoolAccessibility',
    });
  });
});

describe("a school list's table", () => {
  it('names, sorts and reads its columns in either language', () => {
    const rows = [SCHOOL, { ...INSTITUTIONAL, _id: 'x', wardNo: 1 }];
    expect(tableText(SCHOOL_TABLE, rows, 'en')).toMatchSnapshot();
    expect(tableText(SCHOOL_TABLE, rows, 'np')).toMatchSnapshot();
  });
});

describe("a school list's filters", () => {
  it('offer each list of codes under its label', () => {
    expect(SCHOOL_FILTERS).toMatchSnapshot();
  });
});
