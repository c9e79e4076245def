import { useIntl } from 'react-intl';
import { Modal } from '@/client/components/modal';
import type { Category } from '@/client/features/services/catalogue-tree';
import {
  CategoryForm,
  type CategoryInput,
} from '@/client/features/services/components/category-form';
import { apiPost, apiPut } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';

/** A new category's values: below a parent, its code begun and its unit and kind taken from it. */
const blank = (parent?: Category): CategoryInput => ({
  code: parent ? `${parent.code}.` : '',
  parentId: parent?.id ?? null,
  nameEn: '',
  nameNe: '',
  defaultUnit: parent?.defaultUnit ?? 'session',
  isIndividual: true,
  isGroup: false,
  recordKind: parent?.recordKind ?? 'standard',
  requiresCard: false,
  eligibleSeverity: [],
  eligibleTypes: [],
  sortOrder: 0,
  activeFromFy: 2075,
  activeToFy: null,
  attributeIds: [],
});

const inputOf = ({ id, level, isLeaf, inUse, version, ...input }: Category): CategoryInput => (
  void [id, level, isLeaf, inUse, version],
  input
);

export interface CategoryEditDialogProps {
  /** A new top-level component, a category added below `category`, or `category` edited. */
  action: 'new' | 'add' | 'edit';
  category?: Category;
  catalogue: Schemas['ServiceCatalogue'];
  /** Runs a change of the catalogue (the catalogue is read again after it). */
  change: (work: () => Promise<unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** The dialog that adds a category (at the top or below another) or edits one, saved with its version. */
export function CategoryEditDialog({
  action,
  category: c,
  catalogue,
  change,
  onClose,
}: CategoryEditDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const name = c ? (locale === 'np' ? c.nameNe : c.nameEn) : '';
  return (
    <Modal
      open
      wide
      title={
        action === 'edit'
          ? `${t('catalogue.edit')}: ${name}`
          : action === 'add'
            ? `${t('catalogue.addChild')}: ${name}`
            : t('catalogue.addComponent')
      }
      onClose={onClose}
    >
      <CategoryForm
        initial={action === 'edit' && c ? inputOf(c) : blank(action === 'add' ? c : undefined)}
        editing={action === 'edit' ? c : undefined}
        categories={catalogue.categories}
        attributes={catalogue.attributes}
        onSave={async (input) => {
          await change(() =>
            action === 'edit' && c
              ? apiPut('/api/services/categories/{id}', {
                  params: { path: { id: c.id } },
                  body: { ...input, version: c.version },
                })
              : apiPost('/api/services/categories', { body: input }),
          );
          onClose();
        }}
      />
    </Modal>
  );
}
