import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { findDuplicates } from '@/client/features/pwd/api/find-duplicates';
import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import { PwdForm } from '@/client/features/pwd/components/pwd-form/pwd-form';
import { type HomePlace, emptyPwdValues } from '@/client/features/pwd/components/pwd-form/values';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { myScopeQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { newId } from '@/client/lib/uuid';
import { hrefFor } from '@/shared/routes';

/** Register a person. The id is made once per form, so a save retried after a lost answer finds the first record. */
export default function PwdNewPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const scopeQuery = useQuery(myScopeQuery());
  const scope = scopeQuery.data;
  const [id] = useState(newId);
  const create = pwdRecords.useCreate();
  if (scopeQuery.error)
    return (
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(scopeQuery.error)} />
      </Alert>
    );
  if (!scope)
    return (
      <>
        <PageHeader title={intl.formatMessage({ id: 'page.pwdProfileNew' })} />
        <LoadingState lines={6} />
      </>
    );
  // A user of one palika starts there; others choose.
  const home: HomePlace =
    scope.palikaIds.length === 1
      ? {
          provinceId: scope.reachProvinceIds[0],
          districtId: scope.reachDistrictIds[0],
          palikaId: scope.palikaIds[0],
        }
      : {};
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'page.pwdProfileNew' })}
        description={intl.formatMessage({ id: 'pwd.new.help' })}
      />
      <PwdForm
        initial={emptyPwdValues(home)}
        submitLabel={intl.formatMessage({ id: 'pwd.register' })}
        findDuplicates={(body) => findDuplicates(body)}
        onSave={async (body) => {
          const saved = await create.mutateAsync({ ...body, _id: id });
          navigate(hrefFor('pwdProfileView', locale, { id: saved._id }, { saved: 1 }));
        }}
      />
    </>
  );
}
