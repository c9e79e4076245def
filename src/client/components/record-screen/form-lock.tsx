import { useId } from 'react';
import { type RowLock, RowLockNotice } from './row-lock';
import type { ReactNode } from 'react';

/**
 * What an edit form does with the lock of the record it edits (issue 39 §2), as the record's read
 * answers it (`periodLock`): the notice at the form's top, in the rows' words; and for a record
 * locked whole (every field counts in the locked period) its fields read-only and its save not
 * offered, the notice its description. A person's lock is partial: the notice says which fields
 * stay editable, and the form saves (the server refuses a change of a counted field, 409).
 */
export function useFormLock(lock: RowLock | undefined) {
  const id = useId();
  const shut = Boolean(lock && !lock.partial);
  return {
    /** Every field counts: nothing in the form may be saved. */
    shut,
    /** The notice, for the form's top (nothing while the record is open). */
    notice: lock ? <RowLockNotice lock={lock} id={id} /> : null,
    /** The save's: disabled, described by the notice, while the record is locked whole. */
    saveProps: shut ? { disabled: true, 'aria-describedby': id } : {},
    /** The form's fields, read-only while the record is locked whole. */
    fields: (children: ReactNode) =>
      shut ? (
        <fieldset disabled className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          {children}
        </fieldset>
      ) : (
        children
      ),
  };
}
