/** Why two persons may be one (issue 40 §3): the keys of the entry check, and name + birth date + a parent. */
export const MATCH_REASONS = ['citizenship', 'nin', 'card', 'nameDobParent'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** A candidate pair's state: found and open, decided not a duplicate, or merged into one person. */
export const DUPLICATE_STATES = ['open', 'notDuplicate', 'merged'] as const;
export type DuplicateState = (typeof DUPLICATE_STATES)[number];
