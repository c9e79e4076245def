import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from '@/client/components/text-input';
import { placeSearchQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';

export interface AssignedPlace {
  id: number;
  name: string;
}

export interface PlaceAssignerProps {
  level: 'province' | 'district' | 'palika';
  places: AssignedPlace[];
  onChange: (places: AssignedPlace[]) => void;
  error?: string;
  /** The form's name of the places (an error summary finds the search box by it). */
  name?: string;
}

/** Search places of one level in either language and add them; each added place can be removed. */
export function PlaceAssigner({ level, places, onChange, error, name }: PlaceAssignerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [q, setQ] = useState('');
  const results = useQuery(placeSearchQuery(q, level)).data?.items ?? [];
  const label = intl.formatMessage({ id: `users.assign.${level}` });
  return (
    <div className="flex flex-col gap-2">
      <TextInput
        id={`assign-${level}`}
        name={name}
        type="search"
        label={label}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={error}
        hint={intl.formatMessage({ id: 'users.assign.hint' })}
      />
      {q && (
        <ul
          aria-label={intl.formatMessage({ id: 'users.assign.results' })}
          className="max-h-40 overflow-y-auto rounded border border-gray-200"
        >
          {results
            .filter((r) => !places.some((p) => p.id === r.id))
            .map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="w-full px-3 py-1.5 text-left hover:bg-primary/10"
                  onClick={() => {
                    onChange([
                      ...places,
                      { id: r.id, name: locale === 'np' ? r.nameNe : r.nameEn },
                    ]);
                    setQ('');
                  }}
                >
                  {locale === 'np' ? r.nameNe : r.nameEn}
                </button>
              </li>
            ))}
        </ul>
      )}
      <ul
        aria-label={intl.formatMessage({ id: 'users.assign.chosen' })}
        className="flex flex-wrap gap-2"
      >
        {places.map((place) => (
          <li
            key={place.id}
            className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-sm text-secondary"
          >
            {place.name}
            <button
              type="button"
              onClick={() => onChange(places.filter((p) => p.id !== place.id))}
              aria-label={intl.formatMessage({ id: 'users.assign.remove' }, { place: place.name })}
              className="ml-1 rounded-full px-1 hover:bg-primary/20"
            >
              ×
            </button>
          </li>
        ))}
        {places.length === 0 && (
          <li className="text-sm text-gray-600">
            <FormattedMessage id="users.assign.none" />
          </li>
        )}
      </ul>
    </div>
  );
}
