/**
 * Every measure the app counts, declared once (issue 38 §3): the dashboards' figures and what a
 * target can be set for read this one list, so a measure's id means one thing everywhere. The
 * dashboards' `registered` is a stock (persons registered by the period's last day); persons
 * registered within the period, a flow, are `registrations`, on the dashboards and in targets alike.
 *
 * Each measure says what it counts (the records it reads), its unit, whether it is a stock, a flow or
 * the year's plan, and where it is offered: on the dashboards (of a kind: the server's cells and
 * readers follow it) and as a target (what a target of it is narrowed to, its place in the picker).
 * Every other list of measures (the dashboards' by kind, the contract's enums, the server's SQL,
 * the targets' achievement) is derived from this one or keyed by its types.
 */

/** The rows a measure reads: persons, service records, a palika's activities, the values recorded against them. */
export type MeasureCounts = 'persons' | 'services' | 'activities' | 'activityValues';
/** Persons (distinct), records, participants (counted by their own sex), rupees, or a sum of a recorded amount. */
export type MeasureUnit = 'persons' | 'records' | 'participants' | 'npr' | 'amount';
/** A stock as at the period's last day; a flow within the period; the year's plan whatever four months are asked. */
export type MeasureTime = 'stock' | 'flow' | 'year';
/** How the dashboards read a measure: persons, services, persons reached by services, the programme. */
export type MeasureKind = 'person' | 'service' | 'reach' | 'programme';
/** What a target of a measure is narrowed to: a service category (optional), a standard activity, an attribute. */
export type TargetNeeds = 'category' | 'template' | 'attribute' | null;

export interface MeasureDeclaration {
  counts: MeasureCounts;
  unit: MeasureUnit;
  time: MeasureTime;
  /** Persons counted once however often they are served: the periods of a flow do not add up to the year. */
  distinct?: true;
  /** On the dashboards, read as this kind. */
  dashboard?: MeasureKind;
  /** As a target: what it is narrowed to, and its place in the target picker (1 first). */
  target?: { needs: TargetNeeds; order: number };
  /** A target-only measure's figure on the dashboards, where one exists (there not narrowed). */
  dashboardFigure?: string;
}

export const MEASURE_LIST = {
  registered: { counts: 'persons', unit: 'persons', time: 'stock', dashboard: 'person' },
  registrations: {
    counts: 'persons',
    unit: 'persons',
    time: 'flow',
    dashboard: 'person',
    target: { needs: null, order: 4 },
  },
  active: { counts: 'persons', unit: 'persons', time: 'stock', dashboard: 'person' },
  withCard: { counts: 'persons', unit: 'persons', time: 'stock', dashboard: 'person' },
  services: {
    counts: 'services',
    unit: 'records',
    time: 'flow',
    dashboard: 'service',
    target: { needs: 'category', order: 1 },
  },
  cost: { counts: 'services', unit: 'npr', time: 'flow', dashboard: 'service' },
  groupServices: { counts: 'services', unit: 'records', time: 'flow', dashboard: 'service' },
  participants: { counts: 'services', unit: 'participants', time: 'flow', dashboard: 'service' },
  personsServed: {
    counts: 'services',
    unit: 'persons',
    time: 'flow',
    distinct: true,
    dashboard: 'reach',
    target: { needs: 'category', order: 2 },
  },
  activitiesPlanned: {
    counts: 'activities',
    unit: 'records',
    time: 'year',
    dashboard: 'programme',
  },
  activitiesCompleted: {
    counts: 'activities',
    unit: 'records',
    time: 'year',
    dashboard: 'programme',
  },
  budget: { counts: 'activities', unit: 'npr', time: 'year', dashboard: 'programme' },
  plannedOutput: { counts: 'activities', unit: 'amount', time: 'flow', dashboard: 'programme' },
  achievedOutput: {
    counts: 'activityValues',
    unit: 'amount',
    time: 'flow',
    dashboard: 'programme',
  },
  expenditure: { counts: 'activityValues', unit: 'npr', time: 'flow', dashboard: 'programme' },
  activityParticipants: {
    counts: 'activityValues',
    unit: 'participants',
    time: 'flow',
    dashboard: 'programme',
  },
  serviceQuantity: {
    counts: 'services',
    unit: 'amount',
    time: 'flow',
    target: { needs: 'category', order: 3 },
  },
  /** ID cards issued in the period: persons holding a card whose issue date falls in it. */
  cardsIssued: {
    counts: 'persons',
    unit: 'persons',
    time: 'flow',
    target: { needs: null, order: 5 },
  },
  /** The output recorded of every activity, or of those made from one standard activity. */
  activityOutput: {
    counts: 'activityValues',
    unit: 'amount',
    time: 'flow',
    target: { needs: 'template', order: 6 },
    dashboardFigure: 'achievedOutput',
  },
  attributeSum: {
    counts: 'activityValues',
    unit: 'amount',
    time: 'flow',
    target: { needs: 'attribute', order: 7 },
  },
} as const satisfies Record<string, MeasureDeclaration>;

type List = typeof MEASURE_LIST;
export type MeasureId = keyof List;
/** The measures the dashboards count. */
export type Measure = {
  [K in MeasureId]: List[K] extends { dashboard: MeasureKind } ? K : never;
}[MeasureId];
/** The dashboards' measures of one kind. */
export type MeasureOfKind<Kind extends MeasureKind> = {
  [K in MeasureId]: List[K] extends { dashboard: Kind } ? K : never;
}[MeasureId];
/** The measures a target can be set for. */
export type TargetMeasure = {
  [K in MeasureId]: List[K] extends { target: object } ? K : never;
}[MeasureId];

const declared = (id: MeasureId): MeasureDeclaration => MEASURE_LIST[id];
export const MEASURE_IDS = Object.keys(MEASURE_LIST) as MeasureId[];

/** The dashboards' measures, in the list's order. */
export const DASHBOARD_MEASURES = MEASURE_IDS.filter(
  (id): id is Measure => declared(id).dashboard !== undefined,
);

/** The dashboards' measures of a kind, in the list's order. */
export const measuresOfKind = <Kind extends MeasureKind>(kind: Kind): MeasureOfKind<Kind>[] =>
  MEASURE_IDS.filter((id): id is MeasureOfKind<Kind> => declared(id).dashboard === kind);

/** The measures a target can be set for, in the picker's order. */
export const TARGET_MEASURE_IDS = MEASURE_IDS.filter(
  (id): id is TargetMeasure => declared(id).target !== undefined,
).sort((a, b) => declared(a).target!.order - declared(b).target!.order);

/** A measure's declaration, read through its id. */
export const measureOf = (id: MeasureId): MeasureDeclaration => declared(id);

/** A dashboard measure's name (its label id in the locale files). */
export const dashboardLabelId = (measure: Measure) => `dashboard.measure.${measure}`;
/** A target measure's name in the target picker, lists and achievement (its label id). */
export const targetLabelId = (measure: TargetMeasure) => `enum.targetMeasure.${measure}`;

/** The dashboards' figure a measure is, or stands beside: itself, or a target-only measure's own. */
export const dashboardFigureOf = (id: MeasureId): Measure | null => {
  if (declared(id).dashboard) return id as Measure;
  return (declared(id).dashboardFigure as Measure | undefined) ?? null;
};
