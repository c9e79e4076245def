import { useIntl } from 'react-intl';
import { NumberField, SelectField } from '@/client/components/form-fields';
import { POPULATION_SOURCES } from '@/shared/palika/enums';

/**
 * A place's people as a ward's and a palika's forms ask them: the population by sex (a hint when
 * its parts do not add up), its source and year, households and the census disability count.
 */
export function PopulationFields({ addsUp }: { addsUp: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <NumberField name="populationTotal" />
      <NumberField name="populationMale" />
      <NumberField name="populationFemale" />
      <NumberField
        name="populationOther"
        hint={addsUp ? undefined : t('ward.hint.partsDoNotAddUp')}
      />
      <SelectField name="populationSource" list="populationSource" codes={POPULATION_SOURCES} />
      <NumberField name="populationYear" />
      <NumberField name="households" />
      <NumberField name="pwdCensusCount" hint={t('ward.hint.pwdCensusCount')} />
    </>
  );
}
