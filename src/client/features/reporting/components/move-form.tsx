import { Formik } from 'formik';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { WrappingTextField } from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { ReportMove } from '@/shared/reporting/moves';

const schema = yup.object({
  reason: yup.string().trim().required('field.required').max(1000, 'field.tooLong'),
});

export interface MoveFormProps {
  move: ReportMove;
  /** Makes the move with its reason; a refusal shows above the box, the reason kept. */
  onMove: (reason: string) => Promise<void>;
}

/**
 * The reason box of a return or a reopening: the palika reads it in its inbox and the period's
 * history. A reason of words is required, named in the reader's language when missing.
 */
export function MoveForm({ move, onMove }: MoveFormProps) {
  const intl = useIntl();
  const words = usePeriodWords();
  const { failure, submit } = useRefusableSave<{ reason: string }>(({ reason }) =>
    onMove(reason.trim()),
  );
  return (
    <Formik initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
      <FormFrame
        prefix="reporting"
        failure={failure}
        submitLabel={words.move(move)}
        fieldLabel={() => intl.formatMessage({ id: 'reporting.field.reason' })}
      >
        <WrappingTextField
          name="reason"
          required
          hint={intl.formatMessage({ id: `reporting.reason.hint.${move}` })}
        />
      </FormFrame>
    </Formik>
  );
}
