import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { WrappingTextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import type { Schemas } from '@/shared/api/types';
import {
  COMMENT_LIMIT,
  type CommentValues,
  type ErrorComment,
  commentsOf,
} from '../../error-comments';

export interface ErrorCommentsFormProps {
  /** The errors of the period, as the server answers them now. */
  errors: readonly Schemas['QualityViolation'][];
  submitLabel: string;
  /** Submits with a comment on each error; a refusal shows above the boxes. */
  onSubmit: (comments: ErrorComment[]) => Promise<void>;
}

/**
 * A submission with errors asks for a comment on each (why the figure is right, or what will be
 * fixed): one box per error, named by its rule, all required; they go with the submission as its
 * comments (decision 0053), which the server requires and the approver reads in the period's
 * history under each rule's name. A box is `comments.<rule>`, as the server names a missing one.
 */
export function ErrorCommentsForm({ errors, submitLabel, onSubmit }: ErrorCommentsFormProps) {
  const intl = useIntl();
  const ruleName = (rule: string) => intl.formatMessage({ id: `dataQuality.rule.${rule}.name` });
  const rules = errors.map((e) => e.rule);
  const schema = yup.object({
    comments: yup.object(
      Object.fromEntries(
        rules.map((rule) => [
          rule,
          yup.string().trim().required('field.required').max(COMMENT_LIMIT, 'field.tooLong'),
        ]),
      ),
    ),
  });
  const { failure, submit } = useRefusableSave<CommentValues>((values) =>
    onSubmit(commentsOf(rules, values)),
  );
  return (
    <div className="flex flex-col gap-2 rounded border border-gray-200 bg-white p-4">
      <p id="quality-comments-intro" className="text-sm">
        <FormattedMessage id="quality.comments.intro" values={{ count: errors.length }} />
      </p>
      <Formik
        initialValues={
          { comments: Object.fromEntries(rules.map((rule) => [rule, ''])) } as CommentValues
        }
        validationSchema={schema}
        onSubmit={submit}
      >
        <FormFrame
          prefix="quality-comments"
          failure={failure}
          submitLabel={submitLabel}
          fieldLabel={(name) => ruleName(name.split('.').at(-1) ?? name)}
        >
          {errors.map((e) => (
            <WrappingTextField
              key={e.rule}
              name={`comments.${e.rule}`}
              required
              labelId={`dataQuality.rule.${e.rule}.name`}
              hint={intl.formatMessage({ id: 'quality.comments.hint' })}
            />
          ))}
        </FormFrame>
      </Formik>
    </div>
  );
}
