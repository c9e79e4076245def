import { useRef, useState } from 'react';
import { valueRecords } from '@/client/features/programme/api/value-records';
import {
  figureOf,
  valueBodyOfRecord,
} from '@/client/features/programme/components/value-form/values';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import { newId } from '@/client/lib/uuid';
import type { Schemas } from '@/shared/api/types';

type Value = Schemas['ActivityValue'];

/** The grid's columns: the figures any activity reports, and a note. */
export const GRID_FIELDS = [
  'achievedOutput',
  'expenditureNpr',
  'participantsFemale',
  'participantsMale',
  'participantsOther',
  'notes',
] as const;
export type GridField = (typeof GRID_FIELDS)[number];

/** Where a cell stands: as loaded, being saved, saved, or refused with a message. */
export type CellState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** The cell whose save last began, ended or was refused: what the grid's live region says. */
export interface CellChange {
  activityId: string;
  field: GridField;
  state: CellState;
}

export interface GridPeriod {
  palikaId: number;
  /** The date a new value of the period is recorded on. */
  recordDate: string;
}

const cellKey = (activityId: string, field: GridField) => `${activityId}:${field}`;

/**
 * Each cell of the grid saves on its own: the first figure of an activity in the period makes its
 * value (with an id made once, so a retried save is harmless), the next ones change it from the
 * version last saved. Saves of one row wait for each other; a value changed elsewhere meanwhile is
 * reloaded and the cell says so.
 */
export function useCellSaves(period: GridPeriod, loaded: Map<string, Value>) {
  const create = valueRecords.useCreate();
  const update = valueRecords.useUpdate();
  const records = useRef(new Map<string, Value>());
  const clientIds = useRef(new Map<string, string>());
  const queues = useRef(new Map<string, Promise<unknown>>());
  const [states, setStates] = useState<Record<string, CellState>>({});
  const [last, setLast] = useState<CellChange>();
  const setState = (key: string, state: CellState) => {
    setStates((s) => ({ ...s, [key]: state }));
    const [activityId, field] = key.split(':') as [string, GridField];
    setLast({ activityId, field, state });
  };
  const recordOf = (activityId: string) =>
    records.current.get(activityId) ?? loaded.get(activityId);

  const write = async (activityId: string, field: GridField, text: string) => {
    const key = cellKey(activityId, field);
    const figure = field === 'notes' ? text.trim() || null : figureOf(text);
    if (typeof figure === 'number' && !Number.isFinite(figure))
      return setState(key, { kind: 'error', message: 'value.grid.notNumber' });
    setState(key, { kind: 'saving' });
    const current = recordOf(activityId);
    try {
      const saved = current
        ? await update.mutateAsync({
            id: current._id,
            body: { ...valueBodyOfRecord(current), [field]: figure, version: current.version },
          })
        : await create.mutateAsync({
            _id: clientIds.current.get(activityId) ?? newIdFor(activityId),
            palikaId: period.palikaId,
            activityId,
            recordDate: period.recordDate,
            attributes: {},
            [field]: figure,
          });
      records.current.set(activityId, saved);
      setState(key, { kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && current) {
        records.current.set(activityId, await valueRecords.fetchRecord(current._id));
        return setState(key, { kind: 'error', message: 'value.grid.conflict' });
      }
      const field400 = error instanceof ApiError ? error.fields[0] : undefined;
      setState(key, {
        kind: 'error',
        message: !field400
          ? apiErrorMessageId(error)
          : field400.code === 'invalidType'
            ? 'value.grid.notNumber'
            : `field.${field400.code}`,
      });
    }
  };
  const newIdFor = (activityId: string) => {
    const id = newId();
    clientIds.current.set(activityId, id);
    return id;
  };

  return {
    states,
    last,
    stateOf: (activityId: string, field: GridField): CellState =>
      states[cellKey(activityId, field)] ?? { kind: 'idle' },
    /** The value a row shows: the one saved here, or the one loaded. */
    recordOf,
    save: (activityId: string, field: GridField, text: string) => {
      const before = queues.current.get(activityId) ?? Promise.resolve();
      const next = before.then(() => write(activityId, field, text));
      queues.current.set(activityId, next);
      return next;
    },
  };
}
