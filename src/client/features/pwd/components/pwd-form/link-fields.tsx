import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ChoiceField } from '@/client/components/form-fields';
import { apiGet } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { PwdFormValues } from './values';

/** Every live school of a palika, for a person's school (issue 18 §3). */
const schoolsOf = (palikaId: number) =>
  apiGet('/api/palika/schools/export', { params: { query: { palikaId, limit: 2000 } } });

/** Every live FCHV of a palika, for who identified a person. */
const fchvsOf = (palikaId: number) =>
  apiGet('/api/palika/fchvs/export', { params: { query: { palikaId, limit: 2000 } } });

/** The person's school, chosen among the schools of the person's palika. */
export function SchoolLinkField() {
  const intl = useIntl();
  const locale = useLocale();
  const { palikaId } = useFormikContext<PwdFormValues>().values;
  const schools = useQuery({
    queryKey: ['linkOptions', 'schools', palikaId],
    queryFn: () => schoolsOf(palikaId!),
    enabled: Boolean(palikaId),
  }).data?.items;
  const options = (schools ?? []).map((s) => ({
    value: s._id,
    label: locale === 'np' ? s.nameNe : (s.nameEn ?? s.nameNe),
  }));
  return (
    <ChoiceField
      name="schoolId"
      options={options}
      hint={palikaId ? undefined : intl.formatMessage({ id: 'profile.choosePalikaFirst' })}
    />
  );
}

/** The FCHV who identified the person, among the FCHVs of the person's palika (by ward). */
export function FchvLinkField() {
  const intl = useIntl();
  const { palikaId } = useFormikContext<PwdFormValues>().values;
  const fchvs = useQuery({
    queryKey: ['linkOptions', 'fchvs', palikaId],
    queryFn: () => fchvsOf(palikaId!),
    enabled: Boolean(palikaId),
  }).data?.items;
  const options = (fchvs ?? []).map((f) => ({
    value: f._id,
    label: intl.formatMessage({ id: 'pwd.fchvOption' }, { name: f.nameNe, ward: f.wardNo }),
  }));
  return (
    <ChoiceField
      name="registeredByFchvId"
      options={options}
      hint={palikaId ? undefined : intl.formatMessage({ id: 'profile.choosePalikaFirst' })}
    />
  );
}
