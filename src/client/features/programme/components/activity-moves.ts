import { ApiError, apiErrorMessageId, apiPut } from '@/client/lib/api-client';
import { type Activity, type TreeNode, activityInputOf, siblingsOf } from './activity-tree-model';

/** Why an activity was not deleted: it has sub-activities, or recorded values, or something else. */
export function deleteRefusal(error: unknown): string {
  const kept = error instanceof ApiError ? error.fields.find((f) => f.code === 'inUse') : undefined;
  if (!kept) return apiErrorMessageId(error);
  return kept.field === 'parentId'
    ? 'activity.delete.hasSubActivities'
    : 'activity.delete.hasValues';
}

/**
 * Swaps an activity with its neighbour among its siblings, each from its version; the message id
 * of a refusal, or nothing when both were saved (or there is no neighbour that way).
 */
export async function moveActivity(
  roots: TreeNode[],
  selected: Activity,
  step: -1 | 1,
): Promise<string | undefined> {
  const siblings = siblingsOf(roots, selected);
  const at = siblings.findIndex((a) => a._id === selected._id);
  const other = siblings[at + step];
  if (!other) return undefined;
  try {
    for (const [activity, sortOrder] of [
      [selected, at + step],
      [other, at],
    ] as const) {
      const { _id, version } = activity;
      await apiPut('/api/programme/activities/{id}', {
        params: { path: { id: _id } },
        body: { ...activityInputOf(activity), sortOrder, version },
      });
    }
  } catch (error) {
    return apiErrorMessageId(error);
  }
  return undefined;
}
