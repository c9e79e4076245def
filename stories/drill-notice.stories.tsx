import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DrillNotice } from '@/client/components/drill-notice';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Above a list opened from a dashboard: what the drill-down narrowed it by beyond the list's own
 * filters, so that its count is the figure clicked; "Remove" takes them all away.
 */
const meta: Meta<typeof DrillNotice> = {
  title: 'Components/DrillNotice',
  component: DrillNotice,
  args: { onClear: () => undefined },
};
export default meta;
type Story = StoryObj<typeof DrillNotice>;

const BATCH_ID = '0b9d5f0e-3d1c-4c59-9a55-7d1f2f7c8a01';

/** The batch the notice names, answered from the cache (no server in a story). */
function WithBatch({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [ready] = useState(() => {
    client.setQueryDefaults(['drill'], { staleTime: Infinity });
    client.setQueryData(['drill', 'batch', BATCH_ID], {
      code: 'KOSHI-DPRP-B2',
      nameEn: 'Koshi second batch',
      nameNe: 'कोशी दोस्रो ब्याच',
    });
    return true;
  });
  return ready ? children : null;
}

/** A batch's services from the start of the year to the end of the second four-month period. */
export const BatchToDate: Story = {
  args: { params: new URLSearchParams({ batchId: BATCH_ID, throughTrimester: '2' }) },
  render: (args) => (
    <WithBatch>
      <DrillNotice {...args} />
    </WithBatch>
  ),
  parameters: { latinData: ['KOSHI', 'DPRP'] },
};

/** Persons holding a card issued between two days (shown in Bikram Sambat). */
export const CardsIssued: Story = {
  args: {
    params: new URLSearchParams({
      cardHeld: 'true',
      cardIssuedFrom: '2025-07-17',
      cardIssuedTo: '2025-11-15',
    }),
  },
};

/** Persons served in a fiscal year to the end of its first four-month period. */
export const ServedToDate: Story = {
  args: { params: new URLSearchParams({ servedFiscalYear: '2082', servedThroughTrimester: '1' }) },
};
