import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { myScopeQuery, placeSearchQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { TextInput } from './text-input';

type GeoPlace = Schemas['GeoPlace'];

const inScope = (place: GeoPlace, scope: Schemas['Scope'] | undefined) => {
  if (!scope) return false;
  if (scope.national) return true;
  if (place.level === 'province') return scope.reachProvinceIds.includes(place.id);
  if (place.level === 'district') return scope.reachDistrictIds.includes(place.id);
  return scope.palikaIds.includes(place.id);
};

/** Finds a province, district or palika by any spelling in either language, within the user's area. */
export function PlaceSearch({ id, onPick }: { id: string; onPick: (place: GeoPlace) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const [q, setQ] = useState('');
  const scope = useQuery(myScopeQuery()).data;
  const results = (useQuery(placeSearchQuery(q)).data?.items ?? []).filter((place) =>
    inScope(place, scope),
  );
  const name = (place: GeoPlace) => (locale === 'np' ? place.nameNe : place.nameEn);
  return (
    <div className="relative">
      <TextInput
        id={id}
        type="search"
        autoComplete="off"
        label={intl.formatMessage({ id: 'geo.find' })}
        hint={intl.formatMessage({ id: 'users.assign.hint' })}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {q && (
        <ul
          aria-label={intl.formatMessage({ id: 'users.assign.results' })}
          className="absolute z-10 mt-1 max-h-56 w-full overflow-y-auto rounded border border-gray-300 bg-white shadow"
        >
          {results.map((place) => (
            <li key={`${place.level}-${place.id}`}>
              <button
                type="button"
                className="flex w-full justify-between px-3 py-1.5 text-left hover:bg-primary/10"
                onClick={() => {
                  onPick(place);
                  setQ('');
                }}
              >
                <span>{name(place)}</span>
                <span className="text-sm text-gray-600">
                  {intl.formatMessage({ id: `geo.${place.level}` })}
                </span>
              </button>
            </li>
          ))}
          {results.length === 0 && (
            <li className="px-3 py-1.5 text-sm text-gray-700">
              {intl.formatMessage({ id: 'geo.noMatch' })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
