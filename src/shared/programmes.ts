/**
 * The programme this app is built for, by the name its batches store (DOMAIN.md §2.2: Koshi
 * Province's Disability Prevention and Rehabilitation Program, run with Karuna Foundation Nepal).
 * A batch's programme is free text; this one is known, and is shown in the reader's language.
 */
export const DPRP_NAME = 'Disability Prevention and Rehabilitation Program (DPRP)';

/** The message that names a known programme in the reader's language; undefined for any other. */
export function programmeMessageId(stored: string): string | undefined {
  return stored.trim().toLowerCase() === DPRP_NAME.toLowerCase()
    ? 'programme.name.dprp'
    : undefined;
}
