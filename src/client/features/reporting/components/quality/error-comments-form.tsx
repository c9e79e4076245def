import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { WrappingTextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import type { Schemas } from '@/shared/api/types';
import { commentLimit, reasonOfComments } from '../../error-comments';

type Values = Record<string, string>;

export interface ErrorCommentsFormProps {
  /** The errors of the period, as the server answers them now. */
  errors: readonly Schemas['QualityViolation'][];
  submitLabel: string;
  /** Submits with the comments kept as the move's reason; a refusal shows above the boxes. */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A submission with errors asks for a comment on each (why the figure is right, or what will be
 * fixed): one box per error, named by its rule, all required; they go with the submission as its
 * reason, which the approver reads in the period's history and the inbox.
 */
export function ErrorCommentsForm({ errors, submitLabel, onSubmit }: ErrorCommentsFormProps) {
  const intl = useIntl();
  const ruleName = (rule: string) => intl.formatMessage({ id: `dataQuality.rule.${rule}.name` });
  const heading = intl.formatMessage({ id: 'quality.comments.reasonHeading' });
  const limit = commentLimit(
    heading,
    errors.map((e) => ruleName(e.rule)),
  );
  const schema = yup.object(
    Object.fromEntries(
      errors.map((e) => [
        e.rule,
        yup.string().trim().required('field.required').max(limit, 'field.tooLong'),
      ]),
    ),
  );
  const { failure, submit } = useRefusableSave<Values>((values) =>
    onSubmit(
      reasonOfComments(
        heading,
        errors.map((e) => ({ rule: ruleName(e.rule), comment: values[e.rule] ?? '' })),
      ),
    ),
  );
  return (
    <div className="flex flex-col gap-2 rounded border border-gray-200 bg-white p-4">
      <p id="quality-comments-intro" className="text-sm">
        <FormattedMessage id="quality.comments.intro" values={{ count: errors.length }} />
      </p>
      <Formik
        initialValues={Object.fromEntries(errors.map((e) => [e.rule, ''])) as Values}
        validationSchema={schema}
        onSubmit={submit}
      >
        <FormFrame
          prefix="quality-comments"
          failure={failure}
          submitLabel={submitLabel}
          fieldLabel={ruleName}
        >
          {errors.map((e) => (
            <WrappingTextField
              key={e.rule}
              name={e.rule}
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
