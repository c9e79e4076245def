import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ImportDialog } from '@/client/components/import-dialog';
import { myScopeQuery, ownPalikaOf } from '@/client/lib/geography-queries';
import type { ImportKind } from '@/client/lib/records/run-import';

export interface PalikaImportProps<Row> {
  /** The kind's import for the palika importing. */
  kindOf: (palikaId: number) => ImportKind<Row>;
  /** The record client's key: its lists refresh once rows are added. */
  recordsKey: string;
}

/**
 * A palika's import of a list it keeps in Excel, offered to its own users (those who write its
 * profiles have one palika); the kind's messages are `<prefix>.import.open|title|template`.
 */
export function PalikaImport<Row>({ kindOf, recordsKey }: PalikaImportProps<Row>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const own = ownPalikaOf(useQuery(myScopeQuery()).data);
  if (!own) return null;
  const kind = kindOf(own.palikaId);
  return (
    <ImportDialog
      kind={kind}
      templateName={intl.formatMessage({ id: `${kind.prefix}.import.template` })}
      onWritten={() => void queryClient.invalidateQueries({ queryKey: [recordsKey] })}
    />
  );
}
