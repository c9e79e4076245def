import { placeNameKey } from '@/server/features/geography/find-place';
import { sql } from '@/server/platform/sql';

/** A palika's share of a scale is its wards, more for cities, times this (1 unless a scale says otherwise). */
const EVEN = '1';
/** A place's English name matched as the demo accounts find it (any spelling, current or alternative). */
const KEY = placeNameKey;

export const SCALES = {
  /**
   * The demo a fresh `npm start` loads (src/server/seed/demo-data.ts): the demo palikas in depth
   * (Biratnagar, Sundarharaicha), the rest of Koshi in breadth, and a few persons in every other
   * palika so that the national map has a shape. Small enough to load in well under a minute on PGlite.
   */
  demo: {
    persons: 2_200,
    services: 9_000,
    where: sql`TRUE`,
    emphasis: `CASE WHEN d.province_id <> 1 THEN 0.07
      WHEN ${KEY('d.name_en')} <> 'morang' THEN 1
      WHEN 'biratnagar' IN (${KEY('p.name_en')}, ${KEY('p.name_en_alt')}) THEN 6
      WHEN 'sundarharaicha' IN (${KEY('p.name_en')}, ${KEY('p.name_en_alt')}) THEN 12 ELSE 1 END`,
    /** FCHVs for Koshi's palikas only (about 9,000): the whole country's 50,000 double the first start. */
    fchvWhere: sql`d.province_id = 1`,
  },
  /** A few thousand persons in the demo district (Morang): enough to see lists and dashboards move. */
  small: {
    persons: 5_000,
    services: 40_000,
    where: sql`d.name_en = ${'Morang'}`,
    emphasis: EVEN,
  },
  /** A few hundred persons in two districts of two provinces (Morang, Kathmandu): the dashboards' figure tests. */
  sample: {
    persons: 300,
    services: 2_000,
    where: sql`d.name_en = ANY(${['Morang', 'Kathmandu']})`,
    emphasis: EVEN,
  },
  /** One palika as it might look after five years of work (the demo palika, Biratnagar). */
  palika: { persons: 1_800, services: 14_000, where: sql`p.id = ${60}`, emphasis: EVEN },
  /**
   * The programme alone, at its whole extent: the batches and every batch palika's five years of
   * activities and recorded values (only batch palikas plan activities), without persons or
   * services. What `npm run bench:programme` measures.
   */
  programme: { persons: 0, services: 0, where: sql`FALSE`, emphasis: EVEN },
  /** The whole country: about the census count of persons with disabilities, five years of services. */
  /** A tenth of the country's persons and services over every palika: a benchmark's middle step, loaded in minutes. */
  tenth: { persons: 65_000, services: 500_000, where: sql`TRUE`, emphasis: EVEN },
  national: { persons: 650_000, services: 5_000_000, where: sql`TRUE`, emphasis: EVEN },
} as const;
export type ScaleName = keyof typeof SCALES;
