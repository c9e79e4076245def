import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import { apiGet } from '@/client/lib/api-client';
import { fieldImport } from '@/client/lib/records/field-sheets';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';

type FchvRow = Schemas['FchvCreate'];

/** An id no facility has: a facility not found is named by the server at its column. */
const NO_FACILITY = '00000000-0000-4000-8000-000000000000';
const norm = (text: string) => text.trim().toLowerCase();

/** The palika's live facilities by HMIS code and by name in either language, read once. */
async function facilitiesOf(palikaId: number) {
  const found = new Map<string, string>();
  for (let after: string | undefined; ;) {
    const chunk = await apiGet('/api/palika/health-facilities/export', {
      params: { query: { palikaId, after, limit: 2000 } },
    });
    for (const f of chunk.items)
      for (const key of [f.hmisCode, f.nameNe, f.nameEn]) if (key) found.set(norm(key), f._id);
    if (!chunk.next) return found;
    after = chunk.next;
  }
}

/** An FCHV list's import: the table's columns (dates in BS), her facility found by HMIS code or name; her trainings are added on her form. */
export function fchvImportKind(palikaId: number): ImportKind<FchvRow> {
  const kind = fieldImport<FchvRow>('fchv', FCHV_FIELDS, fchvRecords.importRows)(palikaId);
  let facilities: Promise<Map<string, string>> | undefined;
  return {
    ...kind,
    bodyOf: async (values) => {
      facilities ??= facilitiesOf(palikaId);
      const facility = (await facilities).get(norm(String(values.supervisingFacilityId ?? '')));
      const body = await kind.bodyOf(values);
      return { ...body, supervisingFacilityId: facility ?? NO_FACILITY };
    },
  };
}
