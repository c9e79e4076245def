import type { ReactNode } from 'react';

export interface FactListProps {
  /** Each fact's label (already in the reader's language) and value; an empty value shows "—". */
  facts: readonly (readonly [label: string, value: ReactNode])[];
}

const empty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A record's facts as a description list, in columns that fold on a phone. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-700">{label}</dt>
          <dd className="font-medium text-gray-900">{empty(value) ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
