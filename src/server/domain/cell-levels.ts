/**
 * The levels of the dashboards' cell tables (the nation, a province, a district, a palika, a
 * ward): the dashboards keep the cells, and any feature that shows a place's figures reads them
 * at its level, so a figure is the same wherever it appears.
 */
export const CELL_LEVELS = { nation: 0, province: 1, district: 2, palika: 3, ward: 4 } as const;
export type CellLevel = (typeof CELL_LEVELS)[keyof typeof CELL_LEVELS];
