import { useRef, useState } from 'react';
import { ApiError } from '@/client/lib/api-client';
import { periodLockOf } from '@/client/lib/records/period-lock';
import { ConflictDialog, type ConflictDialogProps } from './conflict-dialog';

interface Versioned {
  _id: string;
  version: number;
}

export interface VersionedEditOptions<Rec extends Versioned, Input> {
  /** The record as the page holds it now (undefined while it loads). */
  current: Rec | undefined;
  /** The fields a form edits, from a version of the record. */
  inputOf(record: Rec): Input;
  /** How the dialog shows the version the edit started from (the record itself unless said otherwise). */
  comparable?(record: Rec): Record<string, unknown>;
  /** The latest version, read from the server when a save is refused as stale. */
  fetchLatest(id: string): Promise<Rec>;
  /** Saves the edit from `version`; rejects with a 409 when someone saved meanwhile. */
  submit(body: Input, version: number): Promise<unknown>;
  /** After a save went through. */
  onSaved?(): void;
}

/** The current version with only the fields this user changed applied on top: others' changes to other fields stay. */
export function mergeEdit<Input>(started: Input, mine: Input, latest: Input): Input {
  const result = { ...latest } as Record<string, unknown>;
  const before = started as Record<string, unknown>;
  for (const [key, value] of Object.entries(mine as Record<string, unknown>))
    if (JSON.stringify(value ?? null) !== JSON.stringify(before[key] ?? null)) result[key] = value;
  return result as Input;
}

/**
 * An edit from the version read, written once for every kind of record: a save from a stale
 * version is refused by the server (409); the latest version is fetched and the dialog shows what
 * others changed, field by field, with a choice to start again from it or to apply this edit on
 * top. Nothing is overwritten unasked.
 */
export function useVersionedEdit<Rec extends Versioned, Input>(
  options: VersionedEditOptions<Rec, Input>,
) {
  const [started, setStarted] = useState<Rec>();
  const [conflict, setConflict] = useState<Rec>();
  const [round, setRound] = useState(0);
  const lastBody = useRef<Input>(undefined);
  const base = started ?? options.current;
  const comparable =
    options.comparable ?? ((record: Rec) => record as unknown as Record<string, unknown>);

  const save = async (body: Input, version = base?.version ?? 0) => {
    lastBody.current = body;
    await options.submit(body, version);
    options.onSaved?.();
  };
  /**
   * For a form's `onRefused`: takes a version conflict over, answering true; anything else is the
   * form's (a locked period's 409 too: the form says why, no newer version would help).
   */
  const onRefused = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 409) || !base) return false;
    if (periodLockOf(error)) return false;
    void options.fetchLatest(base._id).then(setConflict);
    return true;
  };
  const conflictDialog = ({
    onFailure,
    ...labels
  }: Pick<ConflictDialogProps, 'fieldLabel' | 'valueText'> & {
    onFailure?(error: unknown): void;
  }) =>
    conflict && base ? (
      <ConflictDialog
        {...labels}
        started={comparable(base)}
        current={conflict as unknown as ConflictDialogProps['current']}
        onClose={() => setConflict(undefined)}
        onReload={() => {
          setStarted(conflict);
          setRound((n) => n + 1);
          setConflict(undefined);
        }}
        onOverwrite={async () => {
          const latest = conflict;
          setConflict(undefined);
          if (!lastBody.current) return;
          const merged = mergeEdit(
            options.inputOf(base),
            lastBody.current,
            options.inputOf(latest),
          );
          await save(merged, latest.version).catch((error) => onFailure?.(error));
        }}
      />
    ) : null;

  return {
    /** The version the edit started from. */
    base,
    /** A key for the form: a new one whenever the edit starts again from another version. */
    formKey: `${round}-${base?.version}`,
    begin: (record: Rec) => setStarted(record),
    stop: () => setStarted(undefined),
    save,
    onRefused,
    conflictDialog,
  };
}
