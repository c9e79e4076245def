import type { Migration } from './migration';

/**
 * The same person in two places (issue 40 §3): each person's match keys (citizenship number with
 * its district, NIN, card number, and name + birth date + a parent's name, each folded across
 * scripts: decision 0048) in one array under a GIN index, so a person saved is compared with the
 * rest by an indexed overlap; and the candidate pairs with their state, who decided and when.
 */
export const duplicatePairs: Migration = {
  version: '0032-duplicate-pairs',
  statements: [
    `CREATE TABLE person_match_keys (
      person_id uuid PRIMARY KEY REFERENCES pwd_persons(id),
      person_version integer NOT NULL,
      keys text[] NOT NULL)`,
    `CREATE INDEX person_match_keys_keys ON person_match_keys USING gin (keys)`,
    `CREATE TABLE duplicate_pairs (
      id bigserial PRIMARY KEY,
      first_id uuid NOT NULL REFERENCES pwd_persons(id),
      second_id uuid NOT NULL REFERENCES pwd_persons(id),
      reasons text[] NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'notDuplicate', 'merged')),
      kept_id uuid REFERENCES pwd_persons(id),
      found_at timestamptz NOT NULL DEFAULT now(),
      decided_by uuid REFERENCES users(id),
      decided_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      CHECK (first_id < second_id),
      UNIQUE (first_id, second_id))`,
    `CREATE INDEX duplicate_pairs_second ON duplicate_pairs (second_id)`,
    `CREATE INDEX duplicate_pairs_state ON duplicate_pairs (state, id)`,
  ],
};
