import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { FactList } from '@/client/components/fact-list';
import { RowsTable } from '@/client/components/rows-table';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';

type PalikaProfile = Schemas['PalikaProfile'];

/** One palika's profile as read: its place, office and officials, people, committee, facilitators. */
export function PalikaProfileDetails({ profile: p }: { profile: PalikaProfile }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const label = (field: string) => t(`palikaProfile.field.${field}`);
  const n = (value: number | null) =>
    value === null ? null : formatNumber(value, locale, { maximumFractionDigits: 2 });
  const phone = (value: string | null) => value && formatDigits(value, locale);
  const date = (iso: string | null) => (iso ? formatBsDate(iso, locale) : null);
  const np = locale === 'np';
  const link = (href: string, text: string) => (
    <Link className="text-primary underline" href={href}>
      {text}
    </Link>
  );
  return (
    <>
      <FactList
        facts={[
          [label('nameNe'), <span lang="ne">{p.nameNe}</span>],
          [label('nameEn'), <span lang="en">{p.nameEn}</span>],
          [label('code'), p.code],
          [label('palikaType'), enumLabel(intl, 'palikaType', p.palikaType)],
          [
            label('district'),
            `${np ? p.district.nameNp : p.district.name}, ${np ? p.province.nameNp : p.province.name}`,
          ],
          [
            label('wardCount'),
            link(
              hrefFor('wardProfile', locale, {}, { palikaId: p.palikaId }),
              intl.formatMessage(
                { id: 'palikaProfile.wardsFilled' },
                { filled: p.wardsFilled, total: p.wardCount },
              ),
            ),
          ],
          [
            label('currentBatch'),
            p.currentBatch &&
              link(
                hrefFor('actualPalikaProfileBatch', locale, {}, { palikaId: p.palikaId }),
                np ? p.currentBatch.nameNe : p.currentBatch.nameEn,
              ),
          ],
          [label('headquarters'), p.headquarters],
          [label('phone'), phone(p.phone)],
          [label('email'), p.email],
          [label('website'), p.website],
          [label('chiefName'), p.chiefName],
          [label('deputyName'), p.deputyName],
          [label('caoName'), p.caoName],
          [label('focalPersonName'), p.focalPersonName],
          [label('focalPersonPhone'), phone(p.focalPersonPhone)],
          [label('populationTotal'), n(p.populationTotal)],
          [label('populationMale'), n(p.populationMale)],
          [label('populationFemale'), n(p.populationFemale)],
          [label('populationOther'), n(p.populationOther)],
          [
            label('populationSource'),
            p.populationSource && enumLabel(intl, 'populationSource', p.populationSource),
          ],
          [
            label('populationYear'),
            p.populationYear && formatDigits(String(p.populationYear), locale),
          ],
          [label('households'), n(p.households)],
          [label('pwdCensusCount'), n(p.pwdCensusCount)],
          [label('areaSqKm'), n(p.areaSqKm)],
          [
            label('ecologicalBelt'),
            p.ecologicalBelt && enumLabel(intl, 'ecologicalBelt', p.ecologicalBelt),
          ],
          [label('committeeFormedOn'), date(p.committeeFormedOn)],
          [label('idCardProcedureOn'), date(p.idCardProcedureOn)],
        ]}
      />
      <h3 className="mt-4 font-semibold text-gray-900">
        <FormattedMessage id="palikaProfile.cbrfs.count" values={{ count: p.cbrfs?.length ?? 0 }} />
      </h3>
      {(p.cbrfs?.length ?? 0) > 0 && (
        <RowsTable
          caption={t('palikaProfile.cbrfs.legend')}
          headers={['name', 'phone', 'appointedOn', 'trainingCompleted', 'status'].map((field) =>
            t(`palikaProfile.cbrfs.field.${field}`),
          )}
          rows={(p.cbrfs ?? []).map((c) => [
            c.name,
            phone(c.phone ?? null),
            date(c.appointedOn ?? null),
            c.trainingCompleted === null
              ? null
              : enumLabel(intl, 'yesNo', String(c.trainingCompleted)),
            enumLabel(intl, 'cbrfStatus', c.status),
          ])}
        />
      )}
    </>
  );
}
