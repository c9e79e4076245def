import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { textColumn } from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import { toCsv } from '@/client/lib/table-file';
import { ImportDialog } from './import-dialog';
import { renderAt } from '../../../tests/support/render-app';

/** A check the server refuses naming one field, with `moreFields` more it did not name. */
function refusingKind(moreFields: number, moreFieldsAtLeast?: true): ImportKind<unknown> {
  const body = {
    statusCode: 400,
    message: {
      reason: 'Some fields are not valid',
      code: 'validation',
      fields: [{ field: 'rows.0.nameEn', code: 'tooLong' }],
      moreFields,
      ...(moreFieldsAtLeast && { moreFieldsAtLeast }),
    },
  };
  return {
    prefix: 'school',
    columns: [textColumn('nameEn', 'school.field.nameEn', true)],
    bodyOf: (values) => values,
    send: () => Promise.reject(new ApiError(400, body, body.message.reason)),
  };
}

const file = new File([toCsv(['Name in English'], [['School 1']])], 'schools.csv', {
  type: 'text/csv',
});

function check(kind: ImportKind<unknown>, path = '/') {
  renderAt(
    <ImportDialog kind={kind} templateName="schools" onWritten={() => {}} defaultOpen />,
    path,
  );
  const input = screen.getByLabelText(
    path === '/np' ? /स्प्रेडसिट फाइल/ : 'Spreadsheet file (CSV or Excel)',
  );
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the import dialog counts the problems the server did not name', () => {
  it('under the rows to correct', async () => {
    check(refusingKind(1234));
    expect(
      await screen.findByText('…and 1,234 more problems in these rows, not listed here'),
    ).toBeVisible();
  });

  it('as at least so many when the server stopped counting, in Nepali too', async () => {
    check(refusingKind(9900, true), '/np');
    expect(
      await screen.findByText('…र यी पङ्क्तिमा यहाँ नदेखाइएका कम्तीमा अरू ९,९०० वटा समस्या'),
    ).toBeVisible();
  });
});
