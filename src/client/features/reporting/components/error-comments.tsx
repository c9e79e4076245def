import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@/shared/api/types';
import { ruleNameId } from '@/shared/data-quality/rules';

/**
 * A submission's comments on its errors (decision 0053), each under its rule's name in the
 * reader's language: in the period's history and in the approver's inbox. `id` names the list.
 */
export function ErrorComments({
  comments,
  id,
}: {
  comments: Schemas['ReportErrorComment'][];
  id: string;
}) {
  const intl = useIntl();
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p id={id} className="font-semibold">
        <FormattedMessage id="reporting.history.comments" />
      </p>
      <ul aria-labelledby={id} className="flex flex-col gap-1">
        {comments.map(({ rule, comment }) => (
          <li key={rule}>
            <p className="text-gray-800">{intl.formatMessage({ id: ruleNameId(rule) })}</p>
            <p className="ms-4 whitespace-pre-wrap">{comment}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
