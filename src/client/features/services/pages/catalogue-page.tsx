import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { LoadingState } from '@/client/components/loading-state';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { useCatalogue, useCatalogueChange } from '@/client/features/services/api/service-queries';
import type { Category } from '@/client/features/services/catalogue-tree';
import { AttributeForm } from '@/client/features/services/components/attribute-form';
import {
  type TreeAction,
  CatalogueTreeView,
} from '@/client/features/services/components/catalogue-tree-view';
import { CategoryEditDialog } from '@/client/features/services/components/category-edit-dialog';
import {
  CloseCategoryDialog,
  DeleteCategoryDialog,
} from '@/client/features/services/components/category-end-dialogs';
import { TemplateSection } from '@/client/features/services/components/template-section';
import { apiErrorMessageId, apiPost } from '@/client/lib/api-client';
import { currentFiscalYear } from '@/shared/fiscal-year';

/** The service catalogue as a tree the super admin edits: add, rename, move, close from a fiscal year, delete only unused leaves; typed attributes. */
export default function CataloguePage() {
  const intl = useIntl();
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
  const { categories } = catalogue.data;
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
        <CategoryEditDialog
          action={editing.action}
          category={c}
          catalogue={catalogue.data}
          change={change.mutateAsync}
          onClose={done}
        />
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
        <CloseCategoryDialog
          category={c}
          year={closeYear}
          onYear={setCloseYear}
          run={run}
          busy={change.isPending}
          onClose={done}
        />
      )}
      {editing?.action === 'delete' && c && (
        <DeleteCategoryDialog category={c} run={run} busy={change.isPending} onClose={done} />
      )}
    </>
  );
}
