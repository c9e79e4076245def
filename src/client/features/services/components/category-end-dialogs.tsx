import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';
import { NumberInput, parseNumberText } from '@/client/components/number-input';
import type { Category } from '@/client/features/services/catalogue-tree';
import { apiDelete, apiPost } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { ReactNode } from 'react';

interface EndDialogProps {
  category: Category;
  /** Runs the change, closing the dialog when it is made and naming what failed when not. */
  run: (work: () => Promise<unknown>) => Promise<void>;
  busy: boolean;
  onClose: () => void;
}

/** Asks before a change that ends a category: its title names it, cancel first, then the change. */
function EndDialog({
  category: c,
  action,
  busy,
  onConfirm,
  onClose,
  children,
}: Omit<EndDialogProps, 'run'> & {
  action: 'close' | 'delete';
  onConfirm: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Modal
      open
      role="alertdialog"
      title={`${intl.formatMessage({ id: `catalogue.${action}` })}: ${locale === 'np' ? c.nameNe : c.nameEn}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            <FormattedMessage id={`catalogue.${action}`} />
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** Closes a category from a fiscal year on: no new records of it from then (the year kept by the page between openings). */
export function CloseCategoryDialog({
  year,
  onYear,
  ...props
}: EndDialogProps & { year: string; onYear: (year: string) => void }) {
  const intl = useIntl();
  const { category: c, run } = props;
  return (
    <EndDialog
      {...props}
      action="close"
      onConfirm={() =>
        run(() =>
          apiPost('/api/services/categories/{id}/close', {
            params: { path: { id: c.id } },
            body: { fromFiscalYear: parseNumberText(year) ?? 0, version: c.version },
          }),
        )
      }
    >
      <p className="mb-3">
        <FormattedMessage id="catalogue.close.message" />
      </p>
      <NumberInput
        id="close-year"
        label={intl.formatMessage({ id: 'catalogue.closeFrom' })}
        value={year}
        onChange={onYear}
      />
    </EndDialog>
  );
}

/** Deletes a category no record uses. */
export function DeleteCategoryDialog(props: EndDialogProps) {
  const { category: c, run } = props;
  return (
    <EndDialog
      {...props}
      action="delete"
      onConfirm={() =>
        run(() => apiDelete('/api/services/categories/{id}', { params: { path: { id: c.id } } }))
      }
    >
      <p>
        <FormattedMessage id="catalogue.delete.message" />
      </p>
    </EndDialog>
  );
}
