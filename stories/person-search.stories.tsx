import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serviceKeys } from '@/client/features/services/api/service-queries';
import { PersonSearch } from '@/client/features/services/components/person-search';
import type { Schemas } from '@/shared/api/types';
import { onAPhone } from './support/phone';
import { PERSON } from './support/service-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The person search of "Record a service", an ARIA 1.2 combobox: ↓ and ↑ go through the matches,
 * Enter chooses one without sending the form, Escape closes the list, and the number of matches is
 * said politely.
 */
const meta: Meta = {
  title: 'Services/Person search',
  component: PersonSearch,
  parameters: { latinData: ['Hari', 'Thapa', 'Sita'] },
  ...onAPhone,
};
export default meta;
type Story = StoryObj<{ phone?: boolean }>;

const SITA = {
  ...PERSON,
  _id: '00000000-0000-4000-8000-000000000202',
  registrationNo: 'P60-2083-00032',
  nameNe: 'सीता थापा',
  nameEn: 'Sita Thapa',
  gender: 'female',
} as Schemas['ProfileSummary'];

/** The search as typed, with what the server answered for it. */
function Answered({ text, people }: { text: string; people: Schemas['ProfileSummary'][] }) {
  const client = useQueryClient();
  useState(() =>
    client.setQueryData(serviceKeys.people(text), { items: people, total: people.length }),
  );
  return (
    <PersonSearch
      id="story-person"
      selected={undefined}
      onSelect={() => undefined}
      initialText={text}
    />
  );
}

export const OpenWithMatches: Story = {
  render: () => <Answered text="थापा" people={[PERSON, SITA]} />,
};

export const NoMatch: Story = {
  render: () => <Answered text="कोही नभएको" people={[]} />,
};
