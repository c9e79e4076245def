import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import type { FieldError } from '@/shared/errors';
import { targetProblems } from '@/shared/targets/target-rules';
import { targetRecords, useApproveTarget, useReviseTarget } from './api/target-records';
import {
  type GridPlace,
  type GridRow,
  type GridValues,
  type TargetBody,
  bodyOf,
  unreadable,
} from './target-grid-rows';

interface Saving {
  place: GridPlace;
  fiscalYear: number;
  labelOf: (row: GridRow) => string;
}

/**
 * What a row of the targets grid does: checks the figures by the shared rules first, then sets or
 * proposes (a new target), changes a proposal, approves it, or revises an approved target with a
 * reason (asked in a dialog). Answers the problems to show at the row, each field named in the
 * reader's language; says what was done in a live region.
 */
export function useTargetSaving({ place, fiscalYear, labelOf }: Saving) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const create = targetRecords.useCreate();
  const update = targetRecords.useUpdate();
  const approve = useApproveTarget();
  const revise = useReviseTarget();
  const [said, setSaid] = useState('');
  const [revising, setRevising] = useState<{ row: GridRow; body: TargetBody }>();
  const describe = (problems: Pick<FieldError, 'field' | 'code'>[]) =>
    problems.map(
      ({ field, code }) =>
        `${t(`target.field.${field.replace(/^rows\.\d+\./, '')}`)}: ${t(`field.${code}`)}`,
    );
  const failure = (error: unknown) =>
    error instanceof ApiError && error.fields.length
      ? describe(error.fields)
      : [t(apiErrorMessageId(error))];
  const done = (id: string, row: GridRow) => setSaid(t(id, { measure: labelOf(row) }));

  const save = async (row: GridRow, values: GridValues): Promise<string[]> => {
    const bad = unreadable(values);
    if (bad.length)
      return describe(
        bad.map((field) => ({
          field,
          code: values[field].trim() === '' ? 'required' : 'invalidValue',
        })),
      );
    const body = bodyOf(row, values, { place, fiscalYear });
    const problems = targetProblems(body);
    if (problems.length) return describe(problems);
    if (row.proposed)
      await update.mutateAsync({
        id: row.proposed._id,
        body: { ...body, version: row.proposed.version },
      });
    else if (row.approved) {
      setRevising({ row, body });
      return [];
    } else await create.mutateAsync({ ...body, _id: crypto.randomUUID() });
    done('target.saved', row);
    return [];
  };

  const run = async (action: 'save' | 'approve', row: GridRow, values: GridValues) => {
    try {
      if (action === 'save') return await save(row, values);
      await approve.mutateAsync({ id: row.proposed!._id, version: row.proposed!.version });
      done('target.approvedNow', row);
      return [];
    } catch (error) {
      return failure(error);
    }
  };

  const confirmRevision = async (reason: string) => {
    if (!revising) return;
    const { row, body } = revising;
    await revise.mutateAsync({
      id: row.approved!._id,
      body: { ...body, _id: crypto.randomUUID(), version: row.approved!.version, reason },
    });
    setRevising(undefined);
    done('target.revised', row);
  };

  return {
    run,
    said,
    revising,
    confirmRevision,
    cancelRevision: () => setRevising(undefined),
  };
}
