import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import type { Category } from '@/client/features/services/catalogue-tree';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { MAX_CATEGORY_DEPTH } from '@/shared/services/enums';

export type TreeAction = 'edit' | 'add' | 'close' | 'delete';

export interface CatalogueTreeViewProps {
  categories: Category[];
  onAction: (action: TreeAction, category: Category) => void;
}

/** The service tree as nested lists: each category with its code, whether it is a leaf, its records, and what may be done to it. */
export function CatalogueTreeView({ categories, onAction }: CatalogueTreeViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const children = (parentId: number | null) => categories.filter((c) => c.parentId === parentId);
  const render = (parentId: number | null, level: number) => {
    const items = children(parentId);
    if (items.length === 0) return null;
    return (
      <ul
        className={
          level === 1
            ? 'flex flex-col gap-2'
            : 'ml-5 mt-1 flex flex-col gap-1 border-l border-gray-200 pl-3'
        }
      >
        {items.map((c) => {
          const name = locale === 'np' ? c.nameNe : c.nameEn;
          const canAddChild = c.level < MAX_CATEGORY_DEPTH && !(c.isLeaf && c.inUse);
          return (
            <li key={c.id}>
              <div className="flex flex-wrap items-center gap-2 rounded px-2 py-1 hover:bg-gray-50">
                <span className={level === 1 ? 'font-semibold text-secondary' : ''}>{name}</span>
                <span className="font-mono text-xs text-gray-700">{c.code}</span>
                {c.isLeaf && (
                  <span className="rounded bg-gray-100 px-1 text-xs text-gray-800">
                    <FormattedMessage id="catalogue.leaf" />
                  </span>
                )}
                {c.inUse && (
                  <span className="text-xs text-gray-800">
                    <FormattedMessage id="catalogue.inUse" />
                  </span>
                )}
                {c.activeToFy !== null && (
                  <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">
                    <FormattedMessage
                      id="catalogue.closedAfter"
                      values={{ year: formatDigits(fiscalYearLabel(c.activeToFy), locale) }}
                    />
                  </span>
                )}
                <span className="ml-auto flex gap-1">
                  <Button
                    variant="ghost"
                    onClick={() => onAction('edit', c)}
                    aria-label={`${t('catalogue.edit')}: ${name}`}
                  >
                    <FormattedMessage id="catalogue.edit" />
                  </Button>
                  {canAddChild && (
                    <Button
                      variant="ghost"
                      onClick={() => onAction('add', c)}
                      aria-label={`${t('catalogue.addChild')}: ${name}`}
                    >
                      <FormattedMessage id="catalogue.addChild" />
                    </Button>
                  )}
                  {c.activeToFy === null && (
                    <Button
                      variant="ghost"
                      onClick={() => onAction('close', c)}
                      aria-label={`${t('catalogue.close')}: ${name}`}
                    >
                      <FormattedMessage id="catalogue.close" />
                    </Button>
                  )}
                  {c.isLeaf && !c.inUse && (
                    <Button
                      variant="ghost"
                      onClick={() => onAction('delete', c)}
                      aria-label={`${t('catalogue.delete')}: ${name}`}
                    >
                      <FormattedMessage id="catalogue.delete" />
                    </Button>
                  )}
                </span>
              </div>
              {render(c.id, level + 1)}
            </li>
          );
        })}
      </ul>
    );
  };
  return <nav aria-label={t('catalogue.tree')}>{render(null, 1)}</nav>;
}
