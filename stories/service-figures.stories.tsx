import { ServiceFigures } from '@/client/features/dashboards/components/service-figures';
import type { Schemas } from '@/shared/api/types';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { phone: boolean; loading: boolean };

const figure = (value: number, previous: number) => ({ value, previous });

const SUMMARY: Schemas['DashboardSummary'] = {
  period: { fiscalYear: 2083, trimester: null },
  previousPeriod: { fiscalYear: 2082, trimester: null },
  registered: figure(2_157, 1_980),
  registrations: figure(177, 203),
  active: figure(1_904, 1_800),
  withCard: figure(1_612, 1_500),
  cardColours: { red: 210, blue: 540, yellow: 602, white: 260 },
  personsServed: figure(1_388, 1_240),
  services: figure(8_882, 9_104),
  palikasReporting: { value: 14, previous: 12, of: 17 },
} as Schemas['DashboardSummary'];

const HREFS = {
  services: '/pwd/providedServiceView',
  personsServed: '/pwd/profile/list',
  cost: '/pwd/providedServiceView',
};

/**
 * Service Provided's key figures (services, persons served, cost), shown before its charts; each
 * number opens the records behind it. While loading, grey bars hold their place.
 */
const meta: Meta<Args> = {
  ...onAPhone,
  title: 'Dashboards/Service Provided key figures',
  subcomponents: { ServiceFigures },
  args: { phone: false, loading: false },
  argTypes: { ...onAPhone.argTypes, loading: { control: 'boolean' } },
  render: ({ loading }) =>
    loading ? (
      <ServiceFigures hrefs={HREFS} />
    ) : (
      <ServiceFigures summary={SUMMARY} cost={12_450_300} hrefs={HREFS} />
    ),
};
export default meta;
type Story = StoryObj<Args>;

export const Figures: Story = {};
export const OnAPhone: Story = { args: { phone: true } };
export const Loading: Story = { args: { loading: true } };
