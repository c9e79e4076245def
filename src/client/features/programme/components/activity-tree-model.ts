import type { Schemas } from '@/shared/api/types';

export type Activity = Schemas['Activity'];

export interface TreeNode {
  activity: Activity;
  children: TreeNode[];
}

const byPlace = (a: Activity, b: Activity) =>
  a.sortOrder - b.sortOrder || a.code.localeCompare(b.code, 'en', { numeric: true });

/** The activities as a tree, each level in its order (then by code); orphans stand at the top. */
export function treeOf(activities: readonly Activity[]): TreeNode[] {
  const nodes = new Map(
    activities.map((a) => [a._id, { activity: a, children: [] as TreeNode[] }]),
  );
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.activity.parentId ? nodes.get(node.activity.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: TreeNode[]) => {
    list.sort((a, b) => byPlace(a.activity, b.activity));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The nodes a reader sees, in order: a collapsed node hides what is below it. */
export function visibleNodes(roots: TreeNode[], collapsed: ReadonlySet<string>): TreeNode[] {
  return roots.flatMap((node) => [
    node,
    ...(collapsed.has(node.activity._id) ? [] : visibleNodes(node.children, collapsed)),
  ]);
}

/** The siblings of an activity in their order, to move it up or down among them. */
export function siblingsOf(roots: TreeNode[], activity: Activity): Activity[] {
  const find = (list: TreeNode[]): TreeNode[] | undefined =>
    list.some((n) => n.activity._id === activity._id)
      ? list
      : list.map((n) => find(n.children)).find(Boolean);
  return (find(roots) ?? []).map((n) => n.activity);
}

/** Every field an update sends, from the activity as read: an update replaces them all. */
export function activityInputOf(a: Activity) {
  return {
    palikaId: a.palikaId,
    fiscalYear: a.fiscalYear,
    parentId: a.parentId,
    levelReason: a.levelReason,
    sortOrder: a.sortOrder,
    code: a.code,
    nameNe: a.nameNe,
    nameEn: a.nameEn,
    serviceCategoryId: a.serviceCategoryId,
    responsibleRole: a.responsibleRole,
    venueType: a.venueType,
    venueId: a.venueId,
    venueName: a.venueName,
    plannedStart: a.plannedStart,
    plannedEnd: a.plannedEnd,
    actualStart: a.actualStart,
    actualEnd: a.actualEnd,
    unit: a.unit,
    budgetNpr: a.budgetNpr,
    budgetHead: a.budgetHead,
    fundingSource: a.fundingSource,
    plannedOutputT1: a.plannedOutputT1,
    plannedOutputT2: a.plannedOutputT2,
    plannedOutputT3: a.plannedOutputT3,
    status: a.status,
    progressNote: a.progressNote,
    templateId: a.templateId,
    attributeIds: a.attributeIds,
  };
}
