import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { LoadingState } from '@/client/components/loading-state';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import {
  RecordList,
  type RecordListResult,
  type RecordListState,
  type RecordTableSlots,
} from '@/client/components/record-list';
import { RequestFailure } from '@/client/components/request-failure';
import { ApiError } from '@/client/lib/api-client';
import type { ReactNode } from 'react';

/**
 * The states a record or a list of records is seen in: with its data, with none (a list only),
 * on its way, or failed (as on a broken rural line).
 */
export type DataState = 'filled' | 'empty' | 'loading' | 'failed';

/** What a designer changes on a story of records: its state, and its Nepali text made long. */
export interface DataArgs {
  data: DataState;
  longNepali: boolean;
}

const LIST_STATES: DataState[] = ['filled', 'empty', 'loading', 'failed'];
const RECORD_STATES: DataState[] = ['filled', 'loading', 'failed'];
const longNepaliControl = { longNepali: { control: 'boolean' as const } };

/** A story part: a list's states (rows, none, loading, failed) and long Nepali text as controls. */
export const listStates = {
  args: { data: 'filled' as DataState, longNepali: false },
  argTypes: {
    data: { control: 'inline-radio' as const, options: LIST_STATES },
    ...longNepaliControl,
  },
};

/** A story part: one record's states (shown, loading, failed) and long Nepali text as controls. */
export const recordStates = {
  args: { data: 'filled' as DataState, longNepali: false },
  argTypes: {
    data: { control: 'inline-radio' as const, options: RECORD_STATES },
    ...longNepaliControl,
  },
};

/** A story part: a record's states (shown, loading, failed) where it holds no text of its own. */
export const loadStates = {
  args: { data: 'filled' as DataState },
  argTypes: { data: recordStates.argTypes.data },
};

/** A story part for a form or filters: its Nepali text made long, to see where it wraps. */
export const textStates = { args: { longNepali: false }, argTypes: longNepaliControl };

/** What a request answers when the line is down: the app's own "cannot reach the server". */
export const OFFLINE = new ApiError(0, null, 'offline');

/** Added to every Nepali text when `longNepali` is on: a long, real-looking name goes on. */
const LONGER = ' तथा सामुदायिक पुनर्स्थापना र समावेशी विकास केन्द्र, पूर्वी क्षेत्रीय कार्यालय';
const DEVANAGARI_LETTER = /[\u0900-\u0963\u0970-\u097F]/;

/**
 * The fixture with every text written in Devanagari made long (objects and arrays walked), so a
 * story shows how the longest Nepali names wrap in a column, a heading or a phone's width.
 */
export function lengthenNepali<T>(value: T, on = true): T {
  if (!on) return value;
  if (typeof value === 'string')
    return (DEVANAGARI_LETTER.test(value) ? value + LONGER : value) as T;
  if (Array.isArray(value)) return value.map((item) => lengthenNepali(item)) as T;
  if (value && typeof value === 'object' && value.constructor === Object)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, lengthenNepali(item)]),
    ) as T;
  return value;
}

/** A list's state held in the story instead of the URL, as `useListState` holds it in the app. */
export function useStoryListState(initial: readonly string[] = []): RecordListState {
  const [params, setParamsState] = useState(new URLSearchParams());
  const [page, setPage] = useState(1);
  const [columns, setColumns] = useState<readonly string[]>(initial);
  return {
    params,
    page,
    columns,
    setPage,
    setColumns,
    setParams: (patch) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch))
        if (value === undefined || value === null) next.delete(key);
        else next.set(key, String(value));
      setParamsState(next);
    },
  };
}

/** The answer a list request gives in each state. */
export function listResult<Row>(state: DataState, rows: Row[]): RecordListResult<Row> {
  if (state === 'loading') return { isLoading: true };
  if (state === 'failed') return { isLoading: false, error: OFFLINE, refetch: () => undefined };
  const items = state === 'empty' ? [] : rows;
  return { isLoading: false, data: { items, total: items.length, totalExact: true } };
}

export interface StoryListProps<Row> extends Partial<DataArgs> {
  rows: Row[];
  /**
   * The kind's message prefix, whose `<prefix>.empty.none` says there is no record yet; none for a
   * table that shows its own empty state.
   */
  prefix?: string;
  children: (slots: RecordTableSlots<Row>) => ReactNode;
}

/**
 * A kind's table in the list shell every list page puts it in, in the state the controls choose:
 * its rows, none yet (the kind's own empty state), loading, or failed with "try again".
 */
export function StoryList<Row>({
  data = 'filled',
  longNepali = false,
  ...props
}: StoryListProps<Row>) {
  const list = useStoryListState();
  return (
    <RecordList
      list={list}
      result={listResult(data, lengthenNepali(props.rows, longNepali))}
      pageSize={25}
      empty={
        props.prefix && (
          <EmptyState
            title={<FormattedMessage id={`${props.prefix}.empty.none.title`} />}
            message={<FormattedMessage id={`${props.prefix}.empty.none.message`} />}
          />
        )
      }
    >
      {props.children}
    </RecordList>
  );
}

export interface StoryRecordProps<T> extends Partial<DataArgs> {
  record: T;
  /** Message id of the page's title, shown while the record loads or when it failed. */
  title: string;
  children: (record: T) => ReactNode;
}

/** One record as its page shows it in the state the controls choose: shown, loading or failed. */
export function StoryRecord<T>({
  data = 'filled',
  longNepali = false,
  ...props
}: StoryRecordProps<T>) {
  const title = useIntl().formatMessage({ id: props.title });
  if (data === 'loading') return <PageLoading title={title} />;
  if (data === 'failed') return <PageFailure title={title} error={OFFLINE} />;
  return <>{props.children(lengthenNepali(props.record, longNepali))}</>;
}

export interface StoryItemsProps<Row> extends Partial<DataArgs> {
  rows: Row[];
  /** What the page shows when there is none (its own empty state). */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** Records shown other than in a table (a tree, a grid, cards) in the state the controls choose. */
export function StoryItems<Row>({
  data = 'filled',
  longNepali = false,
  ...props
}: StoryItemsProps<Row>) {
  if (data === 'loading') return <LoadingState lines={6} />;
  if (data === 'failed') return <RequestFailure error={OFFLINE} onRetry={() => undefined} />;
  if (data === 'empty') return <>{props.empty}</>;
  return <>{props.children(lengthenNepali(props.rows, longNepali))}</>;
}

export interface SeededQueryProps<T> extends Partial<DataArgs> {
  queryKey: QueryKey;
  /** The answer in the filled state, and in the empty one. */
  answers: { filled: T; empty?: T };
  children: ReactNode;
}

/**
 * For a component that asks the server itself: its query answered from the cache in the state
 * the controls choose (no server in a story), on its way for ever, or failed as offline.
 */
export function SeededQuery<T>({
  data = 'filled',
  longNepali = false,
  ...props
}: SeededQueryProps<T>) {
  const client = useQueryClient();
  const [ready] = useState(() => {
    const { queryKey, answers } = props;
    client.setQueryDefaults(queryKey, { staleTime: Infinity, retryOnMount: false, retry: false });
    if (data === 'filled' || data === 'empty')
      client.setQueryData(queryKey, lengthenNepali(answers[data] ?? answers.filled, longNepali));
    else
      void client.prefetchQuery({
        queryKey,
        queryFn: () =>
          data === 'loading' ? new Promise<T>(() => undefined) : Promise.reject(OFFLINE),
      });
    return true;
  });
  return ready ? <>{props.children}</> : null;
}
