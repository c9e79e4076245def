import { useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import {
  CHART_PALETTE,
  NEIGHBOUR_DISTANCE,
  THEME,
  VISIONS,
  closestNeighbours,
  contrastGrade,
  contrastRatio,
  simulate,
} from './support/colour';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The theme as designers review it: its colours with their contrast on white and on each other,
 * the type scale in both scripts, the spacing scale, and the chart series as each kind of colour
 * vision sees them. The figures are computed here from the colours (tests/unit/colour.test.ts holds
 * the theme to them); the focus ring has its own page.
 */
const meta: Meta = { ...onAPhone, title: 'Foundations', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

function useText() {
  const intl = useIntl();
  const locale = useLocale();
  return {
    t: (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values),
    n: (value: number, digits = 1) =>
      formatNumber(value, locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }),
  };
}

/** A foundations page: its heading and what it is for, from `foundations.<name>.title` and `.help`. */
function Page({
  name,
  values,
  children,
}: {
  name: string;
  values?: Record<string, string>;
  children: React.ReactNode;
}) {
  const { t } = useText();
  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-3">
      <h2 id={`${name}-title`} className="text-lg font-semibold">
        {t(`foundations.${name}.title`)}
      </h2>
      <p className="text-sm text-gray-700">{t(`foundations.${name}.help`, values)}</p>
      {children}
    </section>
  );
}

const GRADE_MARK = { text: '✓', large: '◐', none: '✗' } as const;

function Colours() {
  const { t, n } = useText();
  return (
    <Page name="colours">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {THEME.map(({ key, hex }) => {
          const ratio = contrastRatio(hex, '#ffffff');
          const grade = contrastGrade(ratio);
          return (
            <li key={key} className="flex items-center gap-3 rounded border border-gray-200 p-2">
              <span
                aria-hidden
                className="h-12 w-12 shrink-0 rounded border border-gray-300"
                style={{ background: hex }}
              />
              <span className="text-sm">
                <span className="block font-semibold">{t(`foundations.colour.${key}`)}</span>
                <code className="block">{hex}</code>
                <span className="block">
                  {GRADE_MARK[grade]} {t('foundations.onWhite', { ratio: n(ratio) })} ·{' '}
                  {t(`foundations.grade.${grade}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}

function Contrast() {
  const { t, n } = useText();
  const colours = THEME.filter(({ key }) => key !== 'white').slice(0, 7);
  const backgrounds = [...colours, THEME.find(({ key }) => key === 'white')!];
  return (
    <Page name="contrast">
      <div className="overflow-x-auto">
        <table className="text-xs">
          <caption className="sr-only">{t('foundations.contrast.title')}</caption>
          <thead>
            <tr>
              <td />
              {backgrounds.map(({ key, hex }) => (
                <th key={key} scope="col" className="p-1 font-normal">
                  <code>{hex}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colours.map((text) => (
              <tr key={text.key}>
                <th scope="row" className="p-1 text-left font-normal">
                  {t(`foundations.colour.${text.key}`)}
                </th>
                {backgrounds.map((background) => {
                  const ratio = contrastRatio(text.hex, background.hex);
                  return (
                    <td key={background.key} className="p-1 text-right tabular-nums">
                      {text.key === background.key
                        ? '—'
                        : `${GRADE_MARK[contrastGrade(ratio)]} ${n(ratio)}`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

const SIZES: [string, string, number][] = [
  ['xs', 'text-xs', 12],
  ['sm', 'text-sm', 14],
  ['base', 'text-base', 16],
  ['lg', 'text-lg', 18],
  ['xl', 'text-xl', 20],
  ['2xl', 'text-2xl', 24],
  ['3xl', 'text-3xl', 30],
];

function TypeScale() {
  const { t, n } = useText();
  return (
    <Page name="type">
      {SIZES.map(([name, className, px]) => (
        <div key={name} className="border-b border-gray-100 pb-2">
          <p className="text-xs text-gray-700">
            {t('foundations.type.size', { name, px: n(px, 0) })}
          </p>
          <p className={className} lang="ne">
            यस वर्ष दर्ता भएका अपाङ्गता भएका व्यक्ति १,२३,४५६
          </p>
          <p className={className} lang="en">
            Persons with disabilities registered this year 1,23,456
          </p>
        </div>
      ))}
    </Page>
  );
}

const SPACES: [string, number][] = [
  ['1', 4],
  ['2', 8],
  ['3', 12],
  ['4', 16],
  ['6', 24],
  ['8', 32],
];

function Spacing() {
  const { t, n } = useText();
  return (
    <Page name="spacing">
      {SPACES.map(([name, px]) => (
        <div key={name} className="flex items-center gap-3 text-sm">
          <span className="w-24">{t('foundations.spacing.step', { name, px: n(px, 0) })}</span>
          <span aria-hidden className="h-4 bg-primary" style={{ width: px }} />
        </div>
      ))}
    </Page>
  );
}

function ChartPalette() {
  const { t, n } = useText();
  const palette = CHART_PALETTE.map(({ hex }) => hex);
  return (
    <Page name="chart" values={{ least: n(NEIGHBOUR_DISTANCE, 0) }}>
      {([undefined, ...VISIONS] as const).map((vision) => {
        const distance = closestNeighbours(palette, vision);
        return (
          <div key={vision ?? 'normal'} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">
              {t(`foundations.vision.${vision ?? 'normal'}`)}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {CHART_PALETTE.map(({ key, hex }) => (
                <li key={key} className="flex items-center gap-1 text-xs">
                  <span
                    aria-hidden
                    className="h-8 w-12 rounded"
                    style={{ background: vision ? simulate(hex, vision) : hex }}
                  />
                  {t(`foundations.series.${key}`)}
                </li>
              ))}
            </ul>
            <p className="text-xs">
              {t('foundations.chart.closest', {
                distance: n(distance),
                verdict: t(
                  distance >= NEIGHBOUR_DISTANCE
                    ? 'foundations.chart.apart'
                    : 'foundations.chart.tooClose',
                ),
              })}
            </p>
          </div>
        );
      })}
    </Page>
  );
}

/** Hex codes are data on a Nepali page: white's letters read as a word. */
const hexData = { latinData: ['ffffff', 'eef', 'fb'] };

export const ColourPalette: Story = { render: () => <Colours />, parameters: hexData };
export const ColoursOnEachOther: Story = { render: () => <Contrast />, parameters: hexData };
export const Type: Story = {
  render: () => <TypeScale />,
  parameters: {
    latinData: ['Persons', 'with', 'disabilities', 'registered', 'this', 'year', 'base'],
  },
};
export const SpacingScale: Story = { render: () => <Spacing /> };
export const ChartSeries: Story = { render: () => <ChartPalette /> };
