import { useIntl } from 'react-intl';
import { Field, controlProps } from '@/client/components/field';
import { type Category, choosableLeaves, pathOf } from '@/client/features/services/catalogue-tree';
import { useLocale } from '@/client/lib/use-locale';

export interface CategorySelectProps {
  id: string;
  categories: Category[];
  value: string;
  onChange: (categoryId: string) => void;
  group: boolean;
  fiscalYear?: number;
  error?: string;
  required?: boolean;
}

/** Only leaves can be chosen: grouped by CBR component, each named by its path below the component. */
export function CategorySelect({
  id,
  categories,
  value,
  onChange,
  group,
  fiscalYear,
  error,
  required,
}: CategorySelectProps) {
  const intl = useIntl();
  const locale = useLocale();
  const label = intl.formatMessage({ id: 'services.category' });
  return (
    <Field id={id} label={label} error={error} required={required}>
      <select
        {...controlProps(id, { error, required })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'common.choose' })}</option>
        {choosableLeaves(categories, { group, fiscalYear }).map(({ component, leaves }) => (
          <optgroup
            key={component.id}
            label={locale === 'np' ? component.nameNe : component.nameEn}
          >
            {leaves.map((leaf) => (
              <option key={leaf.id} value={String(leaf.id)}>
                {pathOf(categories, leaf, locale).slice(1).join(' › ')}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
