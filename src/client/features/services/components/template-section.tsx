import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';
import { useCatalogueChange } from '@/client/features/services/api/service-queries';
import { apiPost, apiPut } from '@/client/lib/api-client';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { currentFiscalYear, fiscalYearLabel } from '@/shared/fiscal-year';
import { TemplateForm, templateValuesOf } from './template-form';

type Template = Schemas['ActivityTemplate'];
type Catalogue = Schemas['ServiceCatalogue'];

const blank = (programme: string, parent?: Template) =>
  templateValuesOf({
    programme: parent?.programme ?? programme,
    parentId: parent?.id ?? null,
    code: parent ? `${parent.code}.` : '',
    nameNe: '',
    nameEn: '',
    unit: parent?.unit ?? 'session',
    serviceCategoryId: parent?.serviceCategoryId ?? null,
    sortOrder: 0,
    activeFromFy: currentFiscalYear(),
    activeToFy: null,
    attributeIds: parent?.attributeIds ?? [],
  });

/**
 * Each programme's standard activities beside the service tree (DOMAIN.md §7.5): activity ›
 * sub-activity, with what each rolls up to, records and how many palikas adopted it; the super
 * admin adds and changes them, and closes one with its last fiscal year (never deletes it).
 */
export function TemplateSection({ catalogue }: { catalogue: Catalogue }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const change = useCatalogueChange();
  const [editing, setEditing] = useState<{ template?: Template; parent?: Template }>();
  const { templates, categories } = catalogue;
  const attributes = catalogue.attributes.filter((a) => a.appliesTo.includes('palika_activity'));
  const programmes = [...new Set(templates.map((x) => x.programme))];
  const name = (x: { nameEn: string; nameNe: string }) => (locale === 'np' ? x.nameNe : x.nameEn);
  const categoryName = (id: number | null) => {
    const c = categories.find((x) => x.id === id);
    return c ? name(c) : '—';
  };
  const done = () => setEditing(undefined);
  const x = editing?.template;
  return (
    <section
      aria-labelledby="templates-heading"
      className="mt-6 rounded border border-gray-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="templates-heading" className="text-lg font-semibold text-secondary">
          {t('template.heading')}
        </h2>
        <Button variant="outline" onClick={() => setEditing({})}>
          <FormattedMessage id="template.add" />
        </Button>
      </div>
      <p className="mb-3 text-sm text-gray-700">{t('template.help')}</p>
      {programmes.map((programme) => (
        <div key={programme} className="mb-4">
          <h3 className="mb-2 font-semibold">{programme}</h3>
          <ul className="flex flex-col divide-y divide-gray-200">
            {templates
              .filter((tpl) => tpl.programme === programme)
              .map((tpl) => (
                <li
                  key={tpl.id}
                  className={`flex flex-wrap items-center gap-x-4 gap-y-1 py-2 ${tpl.level === 2 ? 'ps-6' : ''}`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="font-mono">{tpl.code}</span> {name(tpl)}
                    <span className="block text-xs text-gray-700">
                      {intl.formatMessage(
                        { id: 'template.summary' },
                        {
                          unit: t(`enum.unit.${tpl.unit}`),
                          category: categoryName(tpl.serviceCategoryId),
                          attributes: tpl.attributeIds.length,
                          adoptions: tpl.adoptions,
                        },
                      )}
                      {tpl.activeToFy !== null &&
                        ` · ${intl.formatMessage(
                          { id: 'catalogue.closedAfter' },
                          { year: formatDigits(fiscalYearLabel(tpl.activeToFy), locale) },
                        )}`}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    onClick={() => setEditing({ template: tpl })}
                    aria-label={`${t('catalogue.edit')}: ${tpl.code}`}
                  >
                    <FormattedMessage id="catalogue.edit" />
                  </Button>
                  {tpl.level === 1 && (
                    <Button
                      variant="ghost"
                      onClick={() => setEditing({ parent: tpl })}
                      aria-label={`${t('template.addSub')}: ${tpl.code}`}
                    >
                      <FormattedMessage id="template.addSub" />
                    </Button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      {editing && (
        <Modal
          open
          wide
          title={
            x
              ? `${t('catalogue.edit')}: ${x.code}`
              : t(editing.parent ? 'template.addSub' : 'template.add')
          }
          onClose={done}
        >
          <TemplateForm
            initial={x ? templateValuesOf(x) : blank(programmes[0] ?? '', editing.parent)}
            parents={templates.filter((p) => p.level === 1 && p.id !== x?.id)}
            categories={categories.map((c) => ({
              value: String(c.id),
              label: `${c.code} ${name(c)}`,
            }))}
            attributes={attributes}
            onSave={async (input) => {
              await change.mutateAsync(() =>
                x
                  ? apiPut('/api/services/templates/{id}', {
                      params: { path: { id: x.id } },
                      body: { ...input, version: x.version },
                    })
                  : apiPost('/api/services/templates', { body: input }),
              );
              done();
            }}
          />
        </Modal>
      )}
    </section>
  );
}
