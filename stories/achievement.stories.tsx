import { useIntl } from 'react-intl';
import {
  AchievementCard,
  type AchievementCardProps,
} from '@/client/features/dashboards/components/achievement-card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof AchievementCard> = {
  title: 'Dashboards/Achievement against target',
  component: AchievementCard,
  args: { throughPeriod: 2 },
  // The measure's name in the reader's language, as the dashboard gives it.
  render: (args) => <Card {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};

function Card(props: Omit<AchievementCardProps, 'label'>) {
  const intl = useIntl();
  return (
    <AchievementCard {...props} label={intl.formatMessage({ id: 'dashboard.kpi.personsServed' })} />
  );
}
export default meta;
type Story = StoryObj<typeof AchievementCard>;

/** 95 % of the target pro-rated to the second four-month period. */
export const OnTrack: Story = { args: { achieved: 380, target: 600, targetToDate: 400 } };
/** 75 %: between the at-risk and on-track thresholds. */
export const AtRisk: Story = { args: { achieved: 300, target: 600, targetToDate: 400 } };
export const Behind: Story = { args: { achieved: 120, target: 600, targetToDate: 400 } };
/** Past the target: the bar stops at its end, the percentage says how far. */
export const AboveTarget: Story = {
  args: { achieved: 52_340, target: 60_000, targetToDate: 40_000 },
};
/** No target set: said so, never shown as zero. */
export const NoTarget: Story = { args: { achieved: 380, target: null, targetToDate: null } };
/** A target of zero has no percentage ("—") and no band. */
export const ZeroTarget: Story = { args: { achieved: 4, target: 0, targetToDate: 0 } };
export const Loading: Story = { args: { target: 600, targetToDate: 400 } };
