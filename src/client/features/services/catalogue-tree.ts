import type { Schemas } from '@/shared/api/types';

export type Category = Schemas['ServiceCategory'];

/** The names from the component down to the category, in the reader's language. */
export function pathOf(categories: Category[], category: Category, locale: 'en' | 'np'): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names: string[] = [];
  for (
    let at: Category | undefined = category;
    at;
    at = at.parentId ? byId.get(at.parentId) : undefined
  )
    names.unshift(locale === 'np' ? at.nameNe : at.nameEn);
  return names;
}

export const isOpenIn = (category: Category, fiscalYear: number | undefined) =>
  fiscalYear === undefined ||
  (fiscalYear >= category.activeFromFy &&
    (category.activeToFy === null || fiscalYear <= category.activeToFy));

/** The leaves a record may use in this mode and fiscal year, grouped under their component. */
export function choosableLeaves(
  categories: Category[],
  { group, fiscalYear }: { group: boolean; fiscalYear?: number },
) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const componentOf = (c: Category): Category =>
    c.parentId ? componentOf(byId.get(c.parentId)!) : c;
  const groups = new Map<number, { component: Category; leaves: Category[] }>();
  for (const category of categories) {
    if (
      !category.isLeaf ||
      !isOpenIn(category, fiscalYear) ||
      !(group ? category.isGroup : category.isIndividual)
    )
      continue;
    const component = componentOf(category);
    if (!groups.has(component.id)) groups.set(component.id, { component, leaves: [] });
    groups.get(component.id)!.leaves.push(category);
  }
  return [...groups.values()];
}
