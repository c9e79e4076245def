import type { ProfileTableProps } from '@/client/features/palika/components/profile-table';
import { type DataArgs, StoryList, listStates } from './data-state';
import type { ComponentType } from 'react';

/**
 * The table story of a palika profile kind (facilities, FCHVs, schools, wards, palikas): its rows
 * in the list shell, sorted by the column given, in the data's state the controls choose.
 */
export function profileTableStory<Row>(
  Table: ComponentType<ProfileTableProps<Row>>,
  { prefix, rows, sort }: { prefix: string; rows: Row[]; sort: string },
) {
  return {
    ...listStates,
    render: (args: Partial<DataArgs>) => (
      <StoryList {...args} prefix={prefix} rows={rows}>
        {(slots) => (
          <Table
            {...slots}
            sorting={{ sort, order: 'asc', onSort: () => undefined }}
            onOpen={() => undefined}
          />
        )}
      </StoryList>
    ),
  };
}
