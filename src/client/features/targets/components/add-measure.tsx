import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { targetLabelId } from '@/shared/measures/measure-list';
import type { MeasureKey } from '@/shared/targets/keys';
import { MEASURE_NEEDS, TARGET_MEASURES, type TargetMeasure } from '@/shared/targets/measures';

const NUMERIC = ['integer', 'decimal', 'money', 'percent', 'disaggregated_count'];

export interface AddMeasureProps {
  catalogue: Schemas['ServiceCatalogue'] | undefined;
  onAdd: (measure: MeasureKey) => void;
}

/**
 * A row for a measure the grid does not show yet: services or persons served of a category, a
 * standard activity's output, an attribute's sum (issue 19 §1). The row is saved like any other.
 */
export function AddMeasure({ catalogue, onAdd }: AddMeasureProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const [measure, setMeasure] = useState<TargetMeasure>('services');
  const [narrowing, setNarrowing] = useState('');
  const needs = MEASURE_NEEDS[measure];
  const name = (row: { nameEn?: string; nameNe?: string; labelEn?: string; labelNe?: string }) =>
    (locale === 'np' ? (row.nameNe ?? row.labelNe) : (row.nameEn ?? row.labelEn)) ?? '';
  const options =
    needs === 'category'
      ? (catalogue?.categories ?? []).map((c) => ({ value: String(c.id), label: name(c) }))
      : needs === 'template'
        ? (catalogue?.templates ?? []).map((c) => ({ value: String(c.id), label: name(c) }))
        : needs === 'attribute'
          ? (catalogue?.attributes ?? [])
              .filter((a) => NUMERIC.includes(a.dataType))
              .map((a) => ({ value: String(a.id), label: name(a) }))
          : [];
  const id = narrowing ? Number(narrowing) : null;
  const ready = needs === null || needs === 'category' || id !== null;
  return (
    <fieldset className="mt-3 flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{t('target.add.title')}</legend>
      <div className="w-64">
        <SelectInput
          id="target-add-measure"
          label={t('target.field.measure')}
          value={measure}
          options={TARGET_MEASURES.map((m) => ({ value: m, label: t(targetLabelId(m)) }))}
          onChange={(e) => {
            setMeasure(e.target.value as TargetMeasure);
            setNarrowing('');
          }}
        />
      </div>
      {needs && (
        <div className="w-72">
          <SelectInput
            id="target-add-narrowing"
            label={t(`target.add.${needs}`)}
            placeholder={needs === 'category' ? t('target.add.anyCategory') : t('common.choose')}
            value={narrowing}
            options={options}
            onChange={(e) => setNarrowing(e.target.value)}
          />
        </div>
      )}
      <button
        type="button"
        disabled={!ready}
        className="rounded border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-gray-100 disabled:opacity-60"
        onClick={() =>
          onAdd({
            measure,
            categoryId: needs === 'category' ? id : null,
            templateId: needs === 'template' ? id : null,
            attributeId: needs === 'attribute' ? id : null,
          })
        }
      >
        {t('target.add.button')}
      </button>
    </fieldset>
  );
}
