import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { SelectInput } from '@/client/components/select-input';
import { districtsQuery, palikasQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';

/** A district of the province, then any of its palikas not yet in the batch, added together. */
export function PalikaChooser({
  provinceId,
  taken,
  onAdd,
}: {
  provinceId: number;
  taken: Set<number>;
  onAdd: (palikas: { id: number; name: string }[]) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [districtId, setDistrictId] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const districts = useQuery(districtsQuery(provinceId));
  const palikas = useQuery({ ...palikasQuery(districtId), enabled: districtId > 0 });
  const nameOf = (place: { nameEn: string; nameNe: string }) =>
    locale === 'np' ? place.nameNe : place.nameEn;
  const district = districts.data?.items.find((d) => d.id === districtId);
  const open = (palikas.data?.items ?? []).filter((p) => !taken.has(p.id));
  return (
    <div className="flex flex-col gap-2">
      <div className="max-w-xs">
        <SelectInput
          id="batch-member-district"
          label={intl.formatMessage({ id: 'batch.members.district' })}
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          value={districtId ? String(districtId) : ''}
          options={(districts.data?.items ?? []).map((d) => ({
            value: String(d.id),
            label: nameOf(d),
          }))}
          onChange={(e) => {
            setDistrictId(Number(e.target.value) || 0);
            setChosen([]);
          }}
        />
      </div>
      {district && (
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">
            <FormattedMessage
              id="batch.members.palikasOf"
              values={{ district: nameOf(district) }}
            />
          </legend>
          {open.length === 0 && palikas.data && (
            <p className="text-sm text-gray-700">
              <FormattedMessage id="batch.members.allAdded" />
            </p>
          )}
          <div className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {open.map((palika) => (
              <label key={palika.id} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(palika.id)}
                  onChange={(e) =>
                    setChosen(
                      e.target.checked
                        ? [...chosen, palika.id]
                        : chosen.filter((id) => id !== palika.id),
                    )
                  }
                />
                {nameOf(palika)}
              </label>
            ))}
          </div>
          <div className="mt-2">
            <Button
              variant="secondary"
              aria-disabled={chosen.length === 0 || undefined}
              onClick={() => {
                if (chosen.length === 0) return;
                onAdd(
                  open
                    .filter((p) => chosen.includes(p.id))
                    .map((p) => ({ id: p.id, name: `${nameOf(p)} (${nameOf(district)})` })),
                );
                setChosen([]);
              }}
            >
              <FormattedMessage id="batch.members.add" values={{ count: chosen.length }} />
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
