import { useFormikContext } from 'formik';
import {
  DateField,
  MultiCheckField,
  NumberField,
  Section,
  SelectField,
  TextField,
} from '@/client/components/form-fields';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { fieldPropsOf } from '@/client/lib/records/field-table';
import { CARD_HELD, HEARING_SUBTYPES, VISUAL_SUBTYPES, WG_DOMAINS } from '@/shared/pwd/enums';
import type { PwdFormValues } from './values';

/** A field's name, list, codes and whether a new person must give it, from the table. */
const of = fieldPropsOf(PWD_FIELDS);

/** Sub-types only when vision or hearing is chosen; the severity class when a card exists. */
export function DisabilitySection() {
  const { values } = useFormikContext<PwdFormValues>();
  const types = values.disabilityTypes;
  const visual = types.includes('visual') || types.includes('deaf_blind');
  const hearing = types.includes('hearing') || types.includes('deaf_blind');
  const subtypes = [...(visual ? VISUAL_SUBTYPES : []), ...(hearing ? HEARING_SUBTYPES : [])];
  const held = (CARD_HELD as readonly string[]).includes(values.cardStatus);
  return (
    <Section id="disability">
      <div className="sm:col-span-2 lg:col-span-3">
        <MultiCheckField {...of('disabilityTypes')} />
      </div>
      <SelectField
        {...of('primaryDisabilityType')}
        codes={types.length > 1 ? ['multiple'] : types}
      />
      {subtypes.length > 0 && (
        <MultiCheckField
          {...of('disabilitySubtypes')}
          codes={subtypes}
          required={types.includes('visual') || types.includes('hearing')}
        />
      )}
      <SelectField {...of('severityClass')} required={held} />
      <SelectField {...of('onset')} />
      <SelectField {...of('cause')} />
      <NumberField name="ageAtOnset" />
      <TextField name="functionalNeeds" />
    </Section>
  );
}

/** The Washington Group's short set: an answer from 1 to 4 for each domain. */
export function ScreeningSection() {
  return (
    <Section id="wg">
      {WG_DOMAINS.map((domain) => (
        <SelectField key={domain} {...of(domain)} />
      ))}
      <DateField name="wgAssessedOn" />
    </Section>
  );
}

/** The card's number and date once a card is held. */
export function CardSection() {
  const { values } = useFormikContext<PwdFormValues>();
  const held = (CARD_HELD as readonly string[]).includes(values.cardStatus);
  return (
    <Section id="card">
      <SelectField {...of('cardStatus')} />
      {held && <TextField name="cardNo" required />}
      {held && <DateField name="cardIssueDate" required />}
    </Section>
  );
}
