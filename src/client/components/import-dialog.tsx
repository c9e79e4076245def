import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { importFailureMessage } from '@/client/components/import-failure';
import { Modal } from '@/client/components/modal';
import { RowsTable } from '@/client/components/rows-table';
import type { MoreFields } from '@/client/lib/api-client';
import { download } from '@/client/lib/download';
import { loadMessages } from '@/client/lib/intl';
import {
  type CheckedFile,
  type ImportKind,
  type SheetProblem,
  checkFile,
  writeFile,
} from '@/client/lib/records/run-import';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';

type Stage<Row> =
  | { step: 'choose' }
  | { step: 'checking'; done: number; total: number }
  | { step: 'checked'; file: CheckedFile<Row> }
  | { step: 'writing'; file: CheckedFile<Row> }
  | { step: 'refused'; problems: SheetProblem[]; more?: MoreFields }
  | { step: 'written'; count: number }
  /** Why the file could not be read or its rows sent, by name; `afterWrite` when adding them failed. */
  | { step: 'failed'; message: string; afterWrite?: boolean };

export interface ImportDialogProps<Row> {
  kind: ImportKind<Row>;
  /** The template's file name, without its extension. */
  templateName: string;
  /** After rows were written: the lists refresh. */
  onWritten: () => void;
  /** Open from the start (a link that leads straight to the import). */
  defaultOpen?: boolean;
}

/**
 * Import from a spreadsheet (issue 18 §3): a template in the reader's language, a CSV or Excel file
 * read in the browser (headings in English or Nepali), every row checked by the server with the
 * progress shown, every refused row and field named, and the rows written all together or not at
 * all. Nothing is written until the reader says so.
 */
export function ImportDialog<Row>({
  kind,
  templateName,
  onWritten,
  defaultOpen = false,
}: ImportDialogProps<Row>) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const n = (value: number) => formatNumber(value, locale);
  const [open, setOpen] = useState(defaultOpen);
  const [stage, setStage] = useState<Stage<Row>>({ step: 'choose' });
  const prefix = `import`;
  const busy = stage.step === 'checking' || stage.step === 'writing';
  const done = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // The file being read, checked or written: closing the dialog (or leaving the page) aborts it,
  // which stops its reading worker and any further check, and what it answers later is not shown.
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  // The focus stays in the dialog through every stage: on the file input while a file is checked
  // (it is never disabled, which would drop the focus to the page), on the write button while
  // writing (kept, busy), then on "Done" after the rows are added, or on why they were not.
  useEffect(() => {
    if (stage.step === 'written') done.current?.querySelector('button')?.focus();
    else if (stage.step === 'refused' || (stage.step === 'failed' && stage.afterWrite))
      outcome.current?.focus();
  }, [stage]);
  const failed = (error: unknown, afterWrite = false) =>
    setStage({ step: 'failed', message: importFailureMessage(error, t, n), afterWrite });
  const headers = kind.columns.map((column) => t(column.labelId));
  const template = async (format: 'csv' | 'xlsx') => {
    const files = await import('@/client/lib/table-file');
    const blob =
      format === 'csv' ? files.toCsv(headers, []) : await files.toXlsx(templateName, headers, []);
    download(blob, `${templateName}.${format}`);
  };
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || busy) return;
    const { signal } = (running.current = new AbortController());
    setStage({ step: 'checking', done: 0, total: 0 });
    try {
      const messages = await Promise.all([loadMessages('en'), loadMessages('np')]);
      const checked = await checkFile(file, kind, messages, {
        onProgress: (done, total) => {
          if (!signal.aborted) setStage({ step: 'checking', done, total });
        },
        signal,
      });
      if (!signal.aborted) setStage({ step: 'checked', file: checked });
    } catch (error) {
      if (!signal.aborted) failed(error);
    } finally {
      // The corrected file, saved under the same name, is a new choice.
      input.value = '';
    }
  };
  const write = async (file: CheckedFile<Row>) => {
    if (busy) return;
    const { signal } = (running.current = new AbortController());
    setStage({ step: 'writing', file });
    try {
      const result = await writeFile(kind, file);
      // Closed while the rows were sent: the lists still learn of rows written.
      if (signal.aborted) {
        if (result.written && !result.problems.length) onWritten();
      } else if (result.problems.length)
        setStage({ step: 'refused', problems: result.problems, more: result.more });
      else {
        setStage({ step: 'written', count: result.written });
        onWritten();
      }
    } catch (error) {
      if (!signal.aborted) failed(error, true);
    }
  };
  const labelOf = (field: string) => {
    const column = kind.columns.find((c) => c.field === field);
    return t(column?.labelId ?? `${kind.prefix}.field.${field.split('.')[0]}`);
  };
  const problemTable = (problems: SheetProblem[], more?: MoreFields) => (
    <>
      <RowsTable
        caption={t('import.problems')}
        headers={[t('import.row'), t('import.column'), t('import.wrong')]}
        rows={problems.map((p) => [
          n(p.sheetRow),
          labelOf(p.field),
          t(`field.${p.code}`, { limit: '' }),
        ])}
      />
      {more && (
        <p className="text-sm">
          {t(more.atLeast ? 'import.moreProblemsAtLeast' : 'import.moreProblems', {
            count: more.count,
          })}
        </p>
      )}
    </>
  );
  const close = () => {
    running.current?.abort();
    setOpen(false);
    setStage({ step: 'choose' });
  };
  // A file checked and right, or being written: its write button stays while it is written.
  const writable =
    (stage.step === 'checked' &&
      !stage.file.missing.length &&
      !stage.file.problems.length &&
      stage.file.rows.length > 0) ||
    stage.step === 'writing'
      ? stage.file
      : undefined;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t(`${kind.prefix}.import.open`)}
      </Button>
      <Modal open={open} title={t(`${kind.prefix}.import.title`)} onClose={close} wide>
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <FormattedMessage id="import.help" />
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => template('xlsx')}>
              {t('import.templateXlsx')}
            </Button>
            <Button variant="outline" onClick={() => template('csv')}>
              {t('import.templateCsv')}
            </Button>
          </div>
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${prefix}-file`}>
            {t('import.file')}
            <input
              id={`${prefix}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-disabled={busy || undefined}
              onClick={(e) => busy && e.preventDefault()}
              onChange={(e) => void choose(e.currentTarget)}
            />
          </label>
          <div aria-live="polite" className="flex flex-col gap-3">
            {stage.step === 'checking' && (
              <>
                <progress
                  aria-label={t('import.checking')}
                  max={Math.max(stage.total, 1)}
                  value={stage.done}
                  className="w-full"
                />
                <p className="text-sm">
                  {t('import.checked', { done: stage.done, total: stage.total })}
                </p>
              </>
            )}
            {stage.step === 'checked' && stage.file.missing.length > 0 && (
              <Alert tone="error">
                {t('import.missing', {
                  columns: stage.file.missing.map((c) => t(c.labelId)).join(', '),
                })}
              </Alert>
            )}
            {stage.step === 'checked' &&
              !stage.file.missing.length &&
              (stage.file.problems.length ? (
                <>
                  <Alert tone="error">
                    {t('import.refused', {
                      rows: new Set(stage.file.problems.map((p) => p.sheetRow)).size,
                    })}
                  </Alert>
                  {problemTable(stage.file.problems, stage.file.more)}
                </>
              ) : stage.file.rows.length ? (
                <Alert tone="success">{t('import.ready', { rows: stage.file.rows.length })}</Alert>
              ) : (
                <Alert tone="error">{t('import.empty')}</Alert>
              ))}
            {stage.step === 'checked' && stage.file.unknown.length > 0 && (
              <p className="text-sm text-gray-700">
                {t('import.unknown', { columns: stage.file.unknown.join(', ') })}
              </p>
            )}
            {stage.step === 'writing' && <p className="text-sm">{t('import.writing')}</p>}
            {stage.step === 'written' && (
              <Alert tone="success">{t('import.written', { rows: stage.count })}</Alert>
            )}
          </div>
          {writable && (
            <div>
              <Button busy={stage.step === 'writing'} onClick={() => void write(writable)}>
                {t('import.write', { rows: writable.rows.length })}
              </Button>
            </div>
          )}
          {(stage.step === 'refused' || stage.step === 'failed') && (
            <div ref={outcome} tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
              <Alert tone="error">
                {stage.step === 'refused' ? t('import.refusedAtWrite') : stage.message}
              </Alert>
              {stage.step === 'refused' && problemTable(stage.problems, stage.more)}
            </div>
          )}
          {stage.step === 'written' && (
            <div ref={done}>
              <Button onClick={close}>{t('import.done')}</Button>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
