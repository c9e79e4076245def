import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { TextInput } from '@/client/components/text-input';
import { usePeopleSearch } from '@/client/features/services/api/service-queries';
import { useFocusOnChange } from '@/client/lib/focus';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';

type Person = Schemas['ProfileSummary'];

export interface PersonSearchProps {
  id: string;
  selected: Person | undefined;
  onSelect: (person: Person | undefined) => void;
  error?: string;
}

/** Finds a person in the user's area by name (either script) or registration or card number; the choice shows as a card. */
export function PersonSearch({ id, selected, onSelect, error }: PersonSearchProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [text, setText] = useState('');
  // The button pressed goes away with the choice: the focus follows to the card, or back to the search.
  const chosen = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);
  useFocusOnChange(chosen, selected?._id, Boolean(selected));
  useFocusOnChange(searchBox, Boolean(selected), !selected);
  const results = usePeopleSearch(text);
  const describe = (p: Person) =>
    `${p.nameNe}${p.nameEn ? ` (${p.nameEn})` : ''} — ${formatDigits(p.registrationNo, locale)}`;
  if (selected) {
    return (
      <div
        ref={chosen}
        role="group"
        aria-label={`${intl.formatMessage({ id: 'services.person' })}: ${describe(selected)}`}
        className="flex flex-wrap items-center justify-between gap-2 rounded border border-primary/40 bg-primary/5 p-3"
      >
        <div>
          <p className="text-sm text-gray-700">
            <FormattedMessage id="services.person" />
          </p>
          <p className="font-semibold">{describe(selected)}</p>
          <p className="text-sm text-gray-800">
            {locale === 'np' ? selected.palika.nameNp : selected.palika.name} –{' '}
            {formatNumber(selected.wardNo, locale)} ·{' '}
            {intl.formatMessage({ id: `enum.disabilityType.${selected.primaryDisabilityType}` })}
          </p>
        </div>
        <Button variant="outline" onClick={() => onSelect(undefined)}>
          <FormattedMessage id="services.person.change" />
        </Button>
      </div>
    );
  }
  const items = text.trim().length >= 2 ? (results.data?.items ?? []) : [];
  return (
    <div ref={searchBox} data-focus-field className="flex flex-col gap-2">
      <TextInput
        id={id}
        type="search"
        label={intl.formatMessage({ id: 'services.person.search' })}
        hint={intl.formatMessage({ id: 'services.person.hint' })}
        required
        error={error}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {items.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'services.person.matches' })}
          className="flex flex-col gap-1"
        >
          {items.map((person) => (
            <li key={person._id}>
              <button
                type="button"
                onClick={() => onSelect(person)}
                className="w-full rounded border border-gray-300 bg-white px-3 py-2 text-left hover:bg-primary/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {describe(person)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {text.trim().length >= 2 && results.data && items.length === 0 && (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="services.person.none" />
        </p>
      )}
    </div>
  );
}
