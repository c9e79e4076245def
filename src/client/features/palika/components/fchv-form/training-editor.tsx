import { DateField, NumberField, SelectField, TextField } from '@/client/components/form-fields';
import { RowsEditor } from '@/client/components/rows-editor';
import { FCHV_TRAINING_TYPES } from '@/shared/palika/enums';
import { emptyTraining } from './values';

const label = (field: string) => `fchv.trainings.field.${field}`;

/** Her trainings, one card each (type, date in BS or AD, days, organiser, batch); added and removed. */
export function TrainingEditor() {
  return (
    <RowsEditor name="trainings" empty={emptyTraining} first="trainingType">
      {(field) => (
        <>
          <SelectField
            name={field('trainingType')}
            labelId={label('trainingType')}
            list="fchvTraining"
            codes={FCHV_TRAINING_TYPES}
            required
          />
          <DateField name={field('date')} labelId={label('date')} required />
          <NumberField name={field('days')} labelId={label('days')} />
          <TextField name={field('organiser')} labelId={label('organiser')} />
          <TextField name={field('cohort')} labelId={label('cohort')} />
        </>
      )}
    </RowsEditor>
  );
}
