import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { type DataArgs, StoryList, listStates } from './data-state';

/**
 * The table story of a declared list (facilities, FCHVs, schools, wards, palikas): its rows in the
 * list shell, sorted by the column given, in the data's state the controls choose.
 */
export function recordTableStory<Row extends { _id: string }>(
  table: TableDeclaration<Row>,
  { prefix, rows, sort }: { prefix: string; rows: Row[]; sort: string },
) {
  return {
    ...listStates,
    render: (args: Partial<DataArgs>) => (
      <StoryList {...args} prefix={prefix} rows={rows}>
        {(slots) => (
          <RecordTable
            {...table}
            {...slots}
            sorting={{ sort, order: 'asc', onSort: () => undefined }}
            onOpen={() => undefined}
          />
        )}
      </StoryList>
    ),
  };
}
