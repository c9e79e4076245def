import type { Migration } from './migration';

/** The school management committee chair's mobile phone (DOMAIN.md §7.9), beside the chair's name. */
export const schoolSmcChairPhone: Migration = {
  version: '0029-school-smc-chair-phone',
  statements: [`ALTER TABLE schools ADD COLUMN smc_chair_phone text`],
};
