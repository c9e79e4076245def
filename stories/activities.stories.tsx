import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { ActivityForm } from '@/client/features/programme/components/activity-form/activity-form';
import { emptyActivityValues } from '@/client/features/programme/components/activity-form/values';
import { ActivityTree } from '@/client/features/programme/components/activity-tree';
import { type Activity, treeOf } from '@/client/features/programme/components/activity-tree-model';
import { type DataArgs, StoryItems, listStates } from './support/data-state';
import { onAPhone } from './support/phone';
import { REPORTING_LATIN, lockOf } from './support/reporting-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { ActivityForm, ActivityTree },
  title: 'Programme/Activities',
  parameters: { latinData: ['CBR', 'ID'] },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const activity = (
  [id, code, nameNe, nameEn]: [string, string, string, string],
  extra: Partial<Activity> = {},
): Activity => ({
  _id: id,
  palikaId: 60,
  fiscalYear: 2083,
  parentId: null,
  level: 1,
  levelReason: null,
  sortOrder: 0,
  code,
  nameNe,
  nameEn,
  serviceCategoryId: null,
  venueType: null,
  venueId: null,
  venueName: null,
  venue: null,
  batchId: null,
  responsibleRole: 'cbrf',
  plannedStart: '2026-08-16',
  plannedEnd: '2026-10-15',
  actualStart: null,
  actualEnd: null,
  unit: 'day',
  budgetNpr: 150_000,
  budgetHead: null,
  fundingSource: 'cost_share',
  plannedOutputT1: 1,
  plannedOutputT2: 1,
  plannedOutputT3: 1,
  status: 'ongoing',
  progressNote: null,
  templateId: null,
  attributeIds: [],
  childBudget: null,
  overBudget: false,
  category: null,
  palika: { _id: 60, code: null, name: 'Biratnagar', nameNe: 'बिराटनगर' },
  version: 1,
  createdAt: '2026-07-20T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2026-07-20T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
  ...extra,
});

const ACTIVITIES = [
  activity(
    ['a1', '1', 'अपाङ्गता पहिचान तथा परिचयपत्र शिविर', 'Disability identification and ID card camps'],
    {
      budgetNpr: 100_000,
      childBudget: 130_000,
      overBudget: true,
    },
  ),
  activity(['a11', '1.1', 'वडा ३ मा परिचयपत्र वितरण शिविर', 'ID card camp in ward 3'], {
    parentId: 'a1',
    level: 2,
    budgetNpr: 80_000,
  }),
  activity(['a12', '1.2', 'घरदैलो अपाङ्गता सर्वेक्षण', 'Door-to-door disability survey'], {
    parentId: 'a1',
    level: 2,
    budgetNpr: 50_000,
    sortOrder: 1,
    status: 'planned',
  }),
  activity(['a2', '2', 'सहायक सामग्री वितरण', 'Assistive device distribution'], {
    sortOrder: 1,
    status: 'planned',
    plannedStart: null,
  }),
];

function Tree({ activities }: { activities: typeof ACTIVITIES }) {
  const intl = useIntl();
  const [selected, setSelected] = useState('a11');
  return (
    <ActivityTree
      roots={treeOf(activities)}
      selectedId={selected}
      onSelect={(a) => setSelected(a._id)}
      onOpen={() => undefined}
      label={intl.formatMessage({ id: 'page.activityHierarchy' })}
    />
  );
}

/** The tree: one Tab stop, arrow keys inside; activity 1's sub-activities cost more than it. */
export const HierarchyTree: Story = {
  ...listStates,
  render: (args) => (
    <StoryItems
      {...args}
      rows={ACTIVITIES}
      empty={
        <EmptyState
          title={
            <FormattedMessage id="activity.hierarchy.empty.title" values={{ year: '2083/84' }} />
          }
          message={<FormattedMessage id="activity.hierarchy.empty.read" />}
        />
      }
    >
      {(activities) => <Tree activities={activities} />}
    </StoryItems>
  ),
};

const CHOICES = {
  templates: [
    {
      id: 1,
      programme: 'DPRP',
      parentId: null,
      code: 'AD',
      nameEn: 'Assistive devices',
      nameNe: 'सहायक सामग्री',
      unit: 'item' as const,
      serviceCategoryId: null,
      sortOrder: 1,
      activeFromFy: 2075,
      activeToFy: null,
      attributeIds: [1],
      level: 1,
      adoptions: 12,
      version: 1,
    },
  ],
  attributes: [
    {
      id: 1,
      code: 'devices_given',
      labelEn: 'Devices handed over',
      labelNe: 'हस्तान्तरण गरिएका सामग्री',
      dataType: 'integer' as const,
      options: [],
      min: null,
      max: null,
      maxLength: null,
      required: false,
      helpEn: null,
      helpNe: null,
      unit: null,
      aggregation: 'sum' as const,
      disaggregation: null,
      refKind: null,
      appliesTo: ['palika_activity' as const],
      activeFromFy: 2075,
      activeToFy: null,
      sortOrder: 1,
      inUse: true,
      version: 1,
    },
  ],
};

export const NewSubActivity: Story = {
  render: () => (
    <ActivityForm
      initial={emptyActivityValues(60, 2083, 'a1')}
      parents={[{ id: 'a1', level: 1, label: '1 अपाङ्गता पहिचान तथा परिचयपत्र शिविर' }]}
      categories={[]}
      choices={CHOICES}
      submitLabel="सुरक्षित"
      onSave={async () => undefined}
    />
  ),
};

/** An activity planned in a submitted period opened to edit: locked whole, its save not offered. */
export const LockedActivity: Story = {
  parameters: { latinData: ['CBR', 'ID', ...REPORTING_LATIN] },
  render: () => (
    <ActivityForm
      initial={emptyActivityValues(60, 2083, 'a1')}
      parents={[{ id: 'a1', level: 1, label: '1 अपाङ्गता पहिचान तथा परिचयपत्र शिविर' }]}
      categories={[]}
      choices={CHOICES}
      submitLabel="सुरक्षित"
      periodLock={{ ...lockOf('submitted'), partial: false }}
      onSave={async () => undefined}
    />
  ),
};
