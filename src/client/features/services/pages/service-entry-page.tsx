import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Alert } from '@/client/components/alert';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { personQuery, useCatalogue } from '@/client/features/services/api/service-queries';
import { serviceRecords } from '@/client/features/services/api/service-records';
import { ServiceForm } from '@/client/features/services/components/service-form/service-form';
import {
  type ServiceFormValues,
  emptyServiceValues,
  serviceBodyOf,
} from '@/client/features/services/components/service-form/values';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { useFocusOnChange } from '@/client/lib/focus';
import { myScopeQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import { newId } from '@/client/lib/uuid';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { pathFor } from '@/shared/routes';

type Person = Schemas['ProfileSummary'];

const summaryOf = (p: Schemas['Profile']): Person => ({
  _id: p._id,
  registrationNo: p.registrationNo,
  nameNe: p.nameNe,
  nameEn: p.nameEn ?? null,
  gender: p.gender,
  age: p.age,
  palika: p.places.palika,
  wardNo: p.wardNo,
  primaryDisabilityType: p.primaryDisabilityType,
  severityClass: p.severityClass ?? null,
  cardStatus: p.cardStatus,
  cardNo: p.cardNo ?? null,
  status: p.status,
  registrationDate: p.registrationDate,
  deletedAt: p.deletedAt,
  duplicateCandidate: p.duplicateCandidate,
});

/** Record services one after another: after each save the person, date, place and provider stay for the next. */
export default function ServiceEntryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const catalogue = useCatalogue();
  const scope = useQuery(myScopeQuery()).data;
  const preselected = useQuery({
    ...personQuery(params.get('pwd') ?? ''),
    enabled: Boolean(params.get('pwd')),
  });
  const create = serviceRecords.useCreate();
  const [next, setNext] = useState<{ values: ServiceFormValues; id: string }>();
  const [saved, setSaved] = useState<Schemas['ServiceRecord'][]>([]);
  const [firstId] = useState(newId);
  // The form starts again for the next service: the focus goes to the notice of what was saved.
  const savedNotice = useRef<HTMLDivElement>(null);
  useFocusOnChange(savedNotice, saved.length);

  const failed = catalogue.error ?? preselected.error;
  if (failed)
    return (
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(failed)} />
      </Alert>
    );
  if (!catalogue.data || !scope || (params.get('pwd') && preselected.isLoading))
    return (
      <>
        <PageHeader title={intl.formatMessage({ id: 'page.providedServiceEntry' })} />
        <LoadingState lines={6} />
      </>
    );
  const home =
    scope.palikaIds.length === 1
      ? {
          provinceId: scope.reachProvinceIds[0],
          districtId: scope.reachDistrictIds[0],
          palikaId: scope.palikaIds[0],
        }
      : {};
  const person = preselected.data ? summaryOf(preselected.data) : undefined;
  const start = next ?? {
    id: firstId,
    values: {
      ...emptyServiceValues(home),
      person,
      ...(person ? { palikaId: person.palika._id, wardNo: String(person.wardNo) } : {}),
    },
  };
  const recordId = start.id;

  const save = async (body: ReturnType<typeof serviceBodyOf>, values: ServiceFormValues) => {
    const record = await create.mutateAsync({ ...body, _id: recordId });
    setSaved((list) => [record, ...list]);
    // The next service starts with the same person, date, place and provider; what was particular to this one is cleared.
    const keep = emptyServiceValues({
      provinceId: values.provinceId,
      districtId: values.districtId,
      palikaId: values.palikaId,
    });
    setNext({
      id: newId(),
      values: {
        ...keep,
        isGroup: values.isGroup,
        person: values.person,
        serviceDate: values.serviceDate,
        wardNo: values.wardNo,
        providerType: values.providerType,
        providerName: values.providerName,
        fundingSource: values.fundingSource,
      },
    });
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'page.providedServiceEntry' })}
        description={intl.formatMessage({ id: 'services.entry.help' })}
      />
      {saved.length > 0 && (
        <div ref={savedNotice} className="mb-4">
          <Alert tone="success">
            <p className="font-semibold">
              <FormattedMessage id="services.saved" />
            </p>
            <ul className="mt-1 list-disc pl-5">
              {saved.map((r) => (
                <li key={r._id}>
                  {locale === 'np' ? r.category.pathNe : r.category.pathEn} ·{' '}
                  {formatBsDate(r.serviceDate, locale)}
                  {r.person && (
                    <>
                      {' '}
                      ·{' '}
                      <Link
                        className="underline"
                        href={pathFor('pwdProfileView', locale, { id: r.person._id })}
                      >
                        {r.person.nameNe}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <ServiceForm
        key={recordId}
        initial={start.values}
        catalogue={catalogue.data}
        allowModeChange
        submitLabel={intl.formatMessage({
          id: saved.length ? 'services.saveNext' : 'services.save',
        })}
        onSave={save}
      />
    </>
  );
}
