import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { LoadingState } from '@/client/components/loading-state';
import { Modal } from '@/client/components/modal';
import { NumberInput, parseNumberText } from '@/client/components/number-input';
import { PageHeader } from '@/client/components/page-header';
import { useCatalogue, useCatalogueChange } from '@/client/features/services/api/service-queries';
import type { Category } from '@/client/features/services/catalogue-tree';
import { AttributeForm } from '@/client/features/services/components/attribute-form';
import {
  type TreeAction,
  CatalogueTreeView,
} from '@/client/features/services/components/catalogue-tree-view';
import {
  CategoryForm,
  type CategoryInput,
} from '@/client/features/services/components/category-form';
import { TemplateSection } from '@/client/features/services/components/template-section';
import { apiDelete, apiErrorMessageId, apiPost, apiPut } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { currentFiscalYear } from '@/shared/fiscal-year';

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

/** The service catalogue as a tree the super admin edits: add, rename, move, close from a fiscal year, delete only unused leaves; typed attributes. */
export default function CataloguePage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const catalogue = useCatalogue();
  const change = useCatalogueChange();
  const [editing, setEditing] = useState<{
    action: TreeAction | 'new' | 'attribute';
    category?: Category;
  }>();
  const [closeYear, setCloseYear] = useState(String(currentFiscalYear() + 1));
  const [failure, setFailure] = useState<string>();
  if (catalogue.error)
    return (
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(catalogue.error)} />
      </Alert>
    );
  if (!catalogue.data)
    return (
      <>
        <PageHeader title={t('page.serviceActivities')} />
        <LoadingState lines={10} />
      </>
    );
  const { categories, attributes } = catalogue.data;
  const done = () => setEditing(undefined);
  const run = async (work: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await change.mutateAsync(work);
      done();
    } catch (error) {
      setFailure(apiErrorMessageId(error));
    }
  };
  const name = (c?: Category) => (c ? (locale === 'np' ? c.nameNe : c.nameEn) : '');
  const c = editing?.category;
  return (
    <>
      <PageHeader
        title={t('page.serviceActivities')}
        description={t('catalogue.help')}
        actions={
          <div className="flex gap-2">
            <Button onClick={() => setEditing({ action: 'new' })}>
              <FormattedMessage id="catalogue.addComponent" />
            </Button>
            <Button variant="outline" onClick={() => setEditing({ action: 'attribute' })}>
              <FormattedMessage id="attribute.add" />
            </Button>
          </div>
        }
      />
      {failure && (
        <div className="mb-3">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      <div className="rounded border border-gray-200 bg-white p-4">
        <CatalogueTreeView
          categories={categories}
          onAction={(action, category) => setEditing({ action, category })}
        />
      </div>
      <TemplateSection catalogue={catalogue.data} />
      {(editing?.action === 'new' || editing?.action === 'add' || editing?.action === 'edit') && (
        <Modal
          open
          wide
          title={
            editing.action === 'edit'
              ? `${t('catalogue.edit')}: ${name(c)}`
              : editing.action === 'add'
                ? `${t('catalogue.addChild')}: ${name(c)}`
                : t('catalogue.addComponent')
          }
          onClose={done}
        >
          <CategoryForm
            initial={
              editing.action === 'edit' && c
                ? inputOf(c)
                : blank(editing.action === 'add' ? c : undefined)
            }
            editing={editing.action === 'edit' ? c : undefined}
            categories={categories}
            attributes={attributes}
            onSave={async (input) => {
              await change.mutateAsync(() =>
                editing.action === 'edit' && c
                  ? apiPut('/api/services/categories/{id}', {
                      params: { path: { id: c.id } },
                      body: { ...input, version: c.version },
                    })
                  : apiPost('/api/services/categories', { body: input }),
              );
              done();
            }}
          />
        </Modal>
      )}
      {editing?.action === 'attribute' && (
        <Modal open title={t('attribute.add')} onClose={done}>
          <AttributeForm
            onSave={async (input) => {
              await change.mutateAsync(() => apiPost('/api/services/attributes', { body: input }));
              done();
            }}
          />
        </Modal>
      )}
      {editing?.action === 'close' && c && (
        <Modal
          open
          role="alertdialog"
          title={`${t('catalogue.close')}: ${name(c)}`}
          onClose={done}
          footer={
            <>
              <Button variant="outline" onClick={done}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                variant="danger"
                busy={change.isPending}
                onClick={() =>
                  run(() =>
                    apiPost('/api/services/categories/{id}/close', {
                      params: { path: { id: c.id } },
                      body: { fromFiscalYear: parseNumberText(closeYear) ?? 0, version: c.version },
                    }),
                  )
                }
              >
                <FormattedMessage id="catalogue.close" />
              </Button>
            </>
          }
        >
          <p className="mb-3">
            <FormattedMessage id="catalogue.close.message" />
          </p>
          <NumberInput
            id="close-year"
            label={t('catalogue.closeFrom')}
            value={closeYear}
            onChange={setCloseYear}
          />
        </Modal>
      )}
      {editing?.action === 'delete' && c && (
        <Modal
          open
          role="alertdialog"
          title={`${t('catalogue.delete')}: ${name(c)}`}
          onClose={done}
          footer={
            <>
              <Button variant="outline" onClick={done}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                variant="danger"
                busy={change.isPending}
                onClick={() =>
                  run(() =>
                    apiDelete('/api/services/categories/{id}', { params: { path: { id: c.id } } }),
                  )
                }
              >
                <FormattedMessage id="catalogue.delete" />
              </Button>
            </>
          }
        >
          <p>
            <FormattedMessage id="catalogue.delete.message" />
          </p>
        </Modal>
      )}
    </>
  );
}
