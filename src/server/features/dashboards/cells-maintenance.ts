import { CELL_LEVELS, type CellLevel } from '@/server/domain/cell-levels';
import { LIST_CELLS, fillListCells, listCellsOf } from '@/server/domain/service-list-cells';
/**
 * The statements that keep the dashboard cells (decision 0013): the statement-level triggers that
 * add every write's contribution in the writing transaction, and a complete refill from the rows
 * (a migration's first fill, or after a bulk load made with the triggers switched off).
 */
import {
  REACH_FACETS,
  type ReachFacet,
  SERVICE_FACETS,
  type ServiceFacet,
} from './cell-dimensions';
import {
  ALL_LEVELS,
  type CellTrigger,
  PERSON_CELLS,
  REACH_CELLS,
  SERVICE_CELLS,
  addToCells,
  distinctReach,
  personRows,
  reachRows,
  serviceRows,
  signed,
  signedReach,
  TOTALS_FACET,
  UNFILTERED_FROM_LEVEL,
} from './cells-sql';
import { PROGRAMME_CELLS, programmeRows } from './programme-cells-sql';
import { PROGRAMME_TRIGGERS } from './programme-triggers';

/** The attributes of a person the cells count by; a change to any of them moves the person's contributions. */
const COUNTED = [
  'palika_id',
  'disability_types',
  'severity_class',
  'gender',
  'age_band',
  'status',
  'card_status',
  'registration_fy',
  'registration_month',
  '(deleted_at IS NULL)',
];
const qualified = (side: string, column: string) =>
  column.startsWith('(') ? column.replace('(', `(${side}.`) : `${side}.${column}`;

/** The persons of an update whose counted attributes changed, as they were (`o`) or are (`n`). */
export const changed = (side: 'o' | 'n') =>
  `(SELECT ${side}.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (${COUNTED.map((c) => qualified('o', c)).join(', ')}) IS DISTINCT FROM (${COUNTED.map((c) => qualified('n', c)).join(', ')}))`;
export const servicesOf = (persons: string) =>
  `(SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM ${persons} x))`;

/** Live services now, and as they were before the statement, of the persons a statement on services touched. */
const touched = (sides: string[]) =>
  `(SELECT pwd_id FROM (${sides.map((s) => `SELECT pwd_id FROM ${s}`).join(' UNION ')}) t WHERE pwd_id IS NOT NULL)`;
export const servicesAfter = (sides: string[]) =>
  `(SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN ${touched(sides)})`;
export const servicesBefore = (sides: string[], hasNew: boolean, hasOld: boolean) =>
  `(SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN ${touched(sides)}${hasNew ? ' AND s.id NOT IN (SELECT id FROM new_rows)' : ''}${hasOld ? ' UNION ALL SELECT * FROM old_rows' : ''})`;

export const triggerFunction = (name: string, statements: string[]) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${statements.join(';\n    ')};
    RETURN NULL;
  END $fn$`;

export const afterTrigger = (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', fn: string) => {
  const referencing = {
    INSERT: 'NEW TABLE AS new_rows',
    UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    DELETE: 'OLD TABLE AS old_rows',
  }[event];
  return `CREATE TRIGGER ${fn} AFTER ${event} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;
};

const reachOf = (sides: string[], hasNew: boolean, hasOld: boolean) =>
  addToCells(
    REACH_CELLS,
    signedReach(
      reachRows(servicesBefore(sides, hasNew, hasOld), 'pwd_persons'),
      reachRows(servicesAfter(sides), 'pwd_persons'),
    ),
  );

/** Each cell trigger of persons and services (the programme's are in programme-triggers.ts). */
const PERSON_AND_SERVICE_TRIGGERS: CellTrigger[] = [
  {
    table: 'pwd_persons',
    event: 'INSERT',
    name: 'dash_persons_inserted',
    statements: () => [
      addToCells(PERSON_CELLS, signed(PERSON_CELLS, null, personRows('new_rows'))),
    ],
  },
  {
    table: 'pwd_persons',
    event: 'UPDATE',
    name: 'dash_persons_updated',
    statements: () => [
      addToCells(
        PERSON_CELLS,
        signed(PERSON_CELLS, personRows(changed('o')), personRows(changed('n'))),
      ),
      addToCells(
        SERVICE_CELLS,
        signed(
          SERVICE_CELLS,
          serviceRows(servicesOf(changed('n')), changed('o')),
          serviceRows(servicesOf(changed('n')), changed('n')),
        ),
      ),
      addToCells(
        REACH_CELLS,
        signedReach(
          reachRows(servicesOf(changed('n')), changed('o')),
          reachRows(servicesOf(changed('n')), changed('n')),
        ),
      ),
    ],
  },
  // A person with services cannot be deleted outright (the services refer to them).
  {
    table: 'pwd_persons',
    event: 'DELETE',
    name: 'dash_persons_deleted',
    statements: () => [
      addToCells(PERSON_CELLS, signed(PERSON_CELLS, personRows('old_rows'), null)),
    ],
  },
  {
    table: 'service_records',
    event: 'INSERT',
    name: 'dash_services_inserted',
    statements: () => [
      addToCells(
        SERVICE_CELLS,
        signed(SERVICE_CELLS, null, serviceRows('new_rows', 'pwd_persons')),
      ),
      reachOf(['new_rows'], true, false),
      listCellsOf('INSERT'),
    ],
  },
  {
    table: 'service_records',
    event: 'UPDATE',
    name: 'dash_services_updated',
    statements: () => [
      addToCells(
        SERVICE_CELLS,
        signed(
          SERVICE_CELLS,
          serviceRows('old_rows', 'pwd_persons'),
          serviceRows('new_rows', 'pwd_persons'),
        ),
      ),
      reachOf(['new_rows', 'old_rows'], true, true),
      listCellsOf('UPDATE'),
    ],
  },
  {
    table: 'service_records',
    event: 'DELETE',
    name: 'dash_services_deleted',
    statements: () => [
      addToCells(
        SERVICE_CELLS,
        signed(SERVICE_CELLS, serviceRows('old_rows', 'pwd_persons'), null),
      ),
      reachOf(['old_rows'], false, true),
      listCellsOf('DELETE'),
    ],
  },
];
const CELL_TRIGGERS = [...PERSON_AND_SERVICE_TRIGGERS, ...PROGRAMME_TRIGGERS];

/** The statements that make the given triggers as the current definition of the cells says. */
const createTriggers = (triggers: CellTrigger[]): string[] =>
  triggers.flatMap(({ table, event, name, statements }) => [
    triggerFunction(name, statements()),
    afterTrigger(table, event, name),
  ]);

/** Drops the cell triggers and their functions (before they are made again, or for a bulk load). */
export const dropCellTriggers = (): string[] =>
  CELL_TRIGGERS.flatMap(({ table, name }) => [
    `DROP TRIGGER IF EXISTS ${name} ON ${table}`,
    `DROP FUNCTION IF EXISTS ${name}()`,
  ]);

/** Makes the cell triggers as the current definition of the cells says. */
export const createCellTriggers = (): string[] => createTriggers(CELL_TRIGGERS);

/** Switches the cell triggers off or on (a bulk load switches them off, then refills). */
export const setCellTriggers = (enabled: boolean): string[] =>
  CELL_TRIGGERS.map(
    ({ table, name }) => `ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`,
  );

/**
 * Fills the cells of the levels given from the rows (their cells must be empty), a facet at a time
 * and in memory (at national scale, 50 lakh services, a spilling sort would take an hour). Run
 * inside one transaction. Levels that hold only the unfiltered view count services without reading
 * their persons.
 */
export const fillCells = (levels: readonly CellLevel[] = ALL_LEVELS): string[] => {
  const persons = levels.some((level) => level < UNFILTERED_FROM_LEVEL);
  // Wards alone keep the totals' facet only.
  const wardsOnly = levels.every((level) => level === CELL_LEVELS.ward);
  const serviceFacets = wardsOnly
    ? [TOTALS_FACET.service]
    : (Object.keys(SERVICE_FACETS) as ServiceFacet[]);
  const reachFacets = wardsOnly
    ? [TOTALS_FACET.reach]
    : (Object.keys(REACH_FACETS) as ReachFacet[]);
  return [
    `SET LOCAL work_mem = '1GB'`,
    addToCells(PERSON_CELLS, signed(PERSON_CELLS, null, personRows('pwd_persons')), levels),
    ...serviceFacets.map((facet) =>
      addToCells(
        SERVICE_CELLS,
        signed(
          SERVICE_CELLS,
          null,
          serviceRows('service_records', 'pwd_persons', { facets: [facet], persons }),
        ),
        levels,
      ),
    ),
    ...reachFacets.map((facet) =>
      addToCells(
        REACH_CELLS,
        distinctReach(reachRows('service_records', 'pwd_persons', { facets: [facet] })),
        levels,
      ),
    ),
    ...fillProgrammeCells(levels),
    'RESET work_mem',
    'ANALYZE dash_programme_cells',
    'ANALYZE dash_person_cells',
    'ANALYZE dash_service_cells',
    'ANALYZE dash_reach_cells',
  ];
};

/** Empties the cells and fills every level again from the rows (after a bulk load made with the triggers off). Run inside one transaction. */
export const refillCells = (): string[] => [
  `TRUNCATE dash_person_cells, dash_service_cells, dash_reach_cells, dash_programme_cells, ${LIST_CELLS}`,
  ...fillCells(),
  fillListCells(),
  `ANALYZE ${LIST_CELLS}`,
];

/** Fills the programme's cells of the levels given that keep them (none for wards) from every activity and recorded value; they must be empty. */
export const fillProgrammeCells = (levels: readonly CellLevel[] = ALL_LEVELS): string[] =>
  levels.some((level) => (PROGRAMME_CELLS.levels ?? ALL_LEVELS).includes(level))
    ? [
        addToCells(
          PROGRAMME_CELLS,
          signed(
            PROGRAMME_CELLS,
            null,
            programmeRows({ activities: 'palika_activities', values: 'activity_values' }),
          ),
          levels,
        ),
      ]
    : [];
