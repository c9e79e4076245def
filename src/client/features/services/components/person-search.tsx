import { type KeyboardEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { TextInput } from '@/client/components/text-input';
import { usePeopleSearch } from '@/client/features/services/api/service-queries';
import { useFocusOnChange } from '@/client/lib/focus';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';

type Person = Schemas['ProfileSummary'];

export interface PersonSearchProps {
  id: string;
  selected: Person | undefined;
  onSelect: (person: Person | undefined) => void;
  error?: string;
  /** What the search box starts with (a search taken up again). */
  initialText?: string;
}

/**
 * Finds a person in the user's area by name (either script) or registration or card number, as an
 * ARIA 1.2 combobox: ↓ and ↑ go through the matches, Enter chooses one (never sending the form),
 * Escape closes the list, and the number of matches is said. The choice shows as a card.
 */
export function PersonSearch({
  id,
  selected,
  onSelect,
  error,
  initialText = '',
}: PersonSearchProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [text, setText] = useState(initialText);
  // The list of matches is open while the person types, closed by Escape; one of them is active.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState<number>();
  // The button pressed goes away with the choice: the focus follows to the card, or back to the search.
  const chosen = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);
  useFocusOnChange(chosen, selected?._id, Boolean(selected));
  useFocusOnChange(searchBox, Boolean(selected), !selected);
  const results = usePeopleSearch(text);
  const describe = (p: Person) =>
    `${p.nameNe}${p.nameEn ? ` (${p.nameEn})` : ''} — ${p.registrationNo}`;
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
            {locale === 'np' ? selected.palika.nameNe : selected.palika.name} –{' '}
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
  const items = text.trim().length >= 2 && open ? (results.data?.items ?? []) : [];
  const searched = text.trim().length >= 2 && Boolean(results.data);
  const optionId = (index: number) => `${id}-match-${index}`;
  const shown = active !== undefined && active < items.length ? active : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = items.length;
      if (count === 0) return;
      // From the box, ↓ goes to the first match and ↑ to the last; from a match, round the list.
      setActive(shown === undefined ? (step > 0 ? 0 : count - 1) : (shown + step + count) % count);
    } else if (event.key === 'Enter') {
      // Enter in the search chooses a person; it never sends the form around it.
      event.preventDefault();
      const person = shown !== undefined ? items[shown] : items.length === 1 ? items[0] : undefined;
      if (person) onSelect(person);
    } else if (event.key === 'Escape' && items.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(undefined);
    }
  };
  return (
    <div ref={searchBox} data-focus-field className="flex flex-col gap-2">
      <TextInput
        id={id}
        type="search"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={`${id}-matches`}
        aria-autocomplete="list"
        aria-activedescendant={shown !== undefined ? optionId(shown) : undefined}
        label={intl.formatMessage({ id: 'services.person.search' })}
        hint={intl.formatMessage({ id: 'services.person.hint' })}
        required
        error={error}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(undefined);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <ul
        id={`${id}-matches`}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'services.person.matches' })}
        className={items.length > 0 ? 'flex flex-col gap-1' : 'hidden'}
      >
        {items.map((person, index) => (
          // The options' keys are the combobox's (↓ ↑ Enter), as ARIA 1.2 has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={person._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === shown}
            // A tap chooses; the focus stays in the search box until the choice takes it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onSelect(person)}
            className={`min-h-10 w-full cursor-pointer rounded border px-3 py-2 text-left hover:bg-primary/5 ${
              index === shown
                ? 'border-primary bg-primary/10 outline outline-2 outline-primary'
                : 'border-gray-300 bg-white'
            }`}
          >
            {describe(person)}
          </li>
        ))}
      </ul>
      {/* How many match, said politely as the person types (WCAG 4.1.3). */}
      <p
        role="status"
        className={searched && items.length === 0 && open ? 'text-sm text-gray-700' : 'sr-only'}
      >
        {searched &&
          open &&
          (items.length === 0 ? (
            <FormattedMessage id="services.person.none" />
          ) : (
            <FormattedMessage
              id="services.person.count"
              values={{ count: items.length, shown: formatNumber(items.length, locale) }}
            />
          ))}
      </p>
    </div>
  );
}
