import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { RecordEntry, type RecordEntryProps } from '@/client/components/record-entry';
import { myScopeQuery, ownPalikaOf } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import { type RouteName, hrefFor } from '@/shared/routes';
import { DeclaredList, type ListDeclaration } from './declared-list';

type Place = ReturnType<typeof ownPalikaOf>;
type Versioned = { _id: string; version: number; deletedAt?: string | null };

export interface RecordScreenProps<Rec extends Versioned, Input, Values, Filters> extends Pick<
  RecordEntryProps<Rec, Input, Values>,
  'records' | 'prefix' | 'bodyOf' | 'form' | 'enumFields'
> {
  route: RouteName;
  headingKey: string;
  /** Whether the user writes the kind (the server checks again): only they see its form. */
  canWrite: boolean;
  nameOf: (record: Rec, locale: 'en' | 'np') => string;
  /** A new record's values, in the user's own palika when the user has one (none for a place's). */
  emptyValues?: (own: Place) => Values;
  valuesOf: (record: Rec, own: Place) => Values;
  /** The kind's list, declared. */
  list: ListDeclaration<Rec, Filters>;
  /** A place's profile is made with its place: only edited, never new (decision 0025). */
  ofPlace?: boolean;
}

/**
 * A kind's screen on the specification's one path: the list (`?open=` a record), a new record
 * (`?new=1`) or one edited (`?edit=`), the form only for those who write the kind.
 */
export function RecordScreen<Rec extends Versioned, Input, Values, Filters>({
  route,
  headingKey,
  canWrite,
  nameOf,
  emptyValues,
  valuesOf,
  list,
  ofPlace,
  ...entry
}: RecordScreenProps<Rec, Input, Values, Filters>) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const own = ownPalikaOf(useQuery(myScopeQuery()).data);
  const editId = params.get('edit') ?? undefined;
  if (!canWrite || (!editId && (ofPlace || params.get('new') !== '1')))
    return <DeclaredList declaration={list} headingKey={headingKey} canWrite={canWrite} />;
  return (
    <RecordEntry
      key={editId ?? 'new'}
      {...entry}
      editId={editId}
      titleOf={(record) => nameOf(record, locale)}
      description={<FormattedMessage id={`${entry.prefix}.entry.help`} />}
      emptyValues={emptyValues?.(own)}
      valuesOf={(record) => valuesOf(record, own)}
      onSaved={(saved) =>
        navigate(hrefFor(route, locale, {}, { open: saved._id, saved: 1 }), {
          replace: Boolean(editId),
        })
      }
    />
  );
}
