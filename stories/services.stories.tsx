import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { catalogueQuery } from '@/client/features/services/api/service-queries';
import { CatalogueTreeView } from '@/client/features/services/components/catalogue-tree-view';
import { CategoryForm } from '@/client/features/services/components/category-form';
import { CategorySelect } from '@/client/features/services/components/category-select';
import { PersonSearch } from '@/client/features/services/components/person-search';
import { SERVICE_FILTERS } from '@/client/features/services/components/service-filters';
import { ServiceForm } from '@/client/features/services/components/service-form/service-form';
import {
  emptyServiceValues,
  serviceValuesOf,
} from '@/client/features/services/components/service-form/values';
import { ServicesTable } from '@/client/features/services/components/services-table';
import { ATTRIBUTES, CATEGORIES } from './support/catalogue-fixtures';
import {
  type DataArgs,
  StoryList,
  StoryRecord,
  listStates,
  recordStates,
} from './support/data-state';
import { onAPhone } from './support/phone';
import { REPORTING_LATIN, lockOf } from './support/reporting-fixtures';
import { GROUP_RECORD, PERSON, RECORD } from './support/service-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const SERVICES_LATIN =
  'HEALTH REHAB PHYSIO MOBILITY Hari Thapa Biratnagar Metropolitan City sessions planned Koshi Hospital WHEELCHAIR'.split(
    ' ',
  );

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    CatalogueTreeView,
    CategoryForm,
    CategorySelect,
    PersonSearch,
    RecordFilters,
    ServiceForm,
    ServicesTable,
  },
  title: 'Services',
  parameters: { latinData: SERVICES_LATIN },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const CATALOGUE = { categories: CATEGORIES, attributes: ATTRIBUTES, templates: [] };
export const Tree: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={CATEGORIES} title="page.serviceActivities">
      {(categories) => <CatalogueTreeView categories={categories} onAction={() => undefined} />}
    </StoryRecord>
  ),
};
export const EditCategory: Story = {
  render: () => (
    <CategoryForm
      initial={{ ...CATEGORIES[2], attributeIds: [1] }}
      editing={CATEGORIES[2]}
      categories={CATEGORIES}
      attributes={ATTRIBUTES}
      onSave={async () => undefined}
    />
  ),
};
export const ChooseService: Story = {
  render: () => (
    <CategorySelect
      id="story-category"
      categories={CATEGORIES}
      value="3"
      group={false}
      fiscalYear={2083}
      onChange={() => undefined}
    />
  ),
};
export const FindPerson: Story = {
  render: () => <PersonSearch id="story-person" selected={undefined} onSelect={() => undefined} />,
};
export const ChosenPerson: Story = {
  render: () => <PersonSearch id="story-person" selected={PERSON} onSelect={() => undefined} />,
};
export const Entry: Story = {
  render: () => (
    <ServiceForm
      initial={{ ...emptyServiceValues({}), person: PERSON, categoryId: '3' }}
      catalogue={CATALOGUE}
      allowModeChange
      submitLabel="सुरक्षित"
      onSave={async () => undefined}
    />
  ),
};
/**
 * A service of an approved period opened to edit: the form says so at its top, in its rows'
 * words and with the way out; its fields are read-only and its save not offered.
 */
export const LockedEdit: Story = {
  parameters: { latinData: [...SERVICES_LATIN, ...REPORTING_LATIN] },
  render: () => (
    <ServiceForm
      initial={serviceValuesOf(RECORD, PERSON, {})}
      catalogue={CATALOGUE}
      submitLabel="सुरक्षित"
      periodLock={{ ...lockOf('approved'), partial: false }}
      onSave={async () => undefined}
    />
  ),
};
export const Records: Story = {
  ...listStates,
  render: (args) => (
    <StoryList {...args} prefix="services" rows={[RECORD, GROUP_RECORD]}>
      {(slots) => <ServicesTable {...slots} onAction={() => undefined} />}
    </StoryList>
  ),
};
/** A service of an approved period: its row says it is locked, and its edit and delete are shut. */
export const LockedRecords: Story = {
  ...listStates,
  parameters: { latinData: [...SERVICES_LATIN, ...REPORTING_LATIN] },
  render: (args) => (
    <StoryList
      {...args}
      prefix="services"
      rows={[{ ...RECORD, periodLock: { ...lockOf('approved'), partial: false } }, GROUP_RECORD]}
    >
      {(slots) => <ServicesTable {...slots} onAction={() => undefined} />}
    </StoryList>
  ),
};
/** The services list's filters, the catalogue's categories among them, a year chosen. */
function ServiceFilterStory() {
  const client = useQueryClient();
  useState(() => client.setQueryData(catalogueQuery().queryKey, CATALOGUE as never));
  return (
    <RecordFilters {...SERVICE_FILTERS} value={{ fiscalYear: 2083 }} onChange={() => undefined} />
  );
}
export const Filters: Story = { render: () => <ServiceFilterStory /> };
