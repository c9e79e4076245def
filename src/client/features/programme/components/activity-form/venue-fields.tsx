import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ChoiceField, SelectField, TextField } from '@/client/components/form-fields';
import { useLinkedOptions } from '@/client/lib/linked-records';
import { isLinkedKind } from '@/shared/palika/links';
import { VENUE_TYPES } from '@/shared/programme/enums';
import type { ActivityFormValues } from './values';

/** Where it takes place: a kind, the palika's ward, school, facility or FCHV of that kind, and words. */
export function VenueFields() {
  const intl = useIntl();
  const { values } = useFormikContext<ActivityFormValues>();
  const { options, hint } = useLinkedOptions(values.venueType, values.palikaId);
  return (
    <>
      <SelectField name="venueType" list="venueType" codes={VENUE_TYPES} />
      {isLinkedKind(values.venueType) && (
        <ChoiceField name="venueId" options={options} hint={hint} />
      )}
      <TextField name="venueName" hint={intl.formatMessage({ id: 'activity.hint.venueName' })} />
    </>
  );
}
