import headlessui from '@headlessui/tailwindcss';
import forms from '@tailwindcss/forms';
import type { Config } from 'tailwindcss';

/** The colours passed to Tremor charts; only these are safelisted (STACK.md: keeps CSS small). */
const CHART_COLOURS = ['blue', 'emerald', 'amber', 'rose', 'violet', 'slate'];
const colourPattern = CHART_COLOURS.join('|');

export default {
  content: [
    './index.html',
    './src/client/**/*.{ts,tsx}',
    './stories/**/*.{ts,tsx}',
    './node_modules/@tremor/**/*.{js,ts,jsx,tsx}',
  ],
  theme: {
    transparent: 'transparent',
    current: 'currentColor',
    extend: {
      colors: {
        primary: '#303068',
        secondary: '#212146',
        tremor: {
          brand: {
            faint: '#eef0fb',
            muted: '#c7c9ea',
            subtle: '#6a6cb0',
            DEFAULT: '#303068',
            emphasis: '#212146',
            inverted: '#ffffff',
          },
          background: {
            muted: '#f9fafb',
            subtle: '#f3f4f6',
            DEFAULT: '#ffffff',
            emphasis: '#374151',
          },
          border: { DEFAULT: '#e5e7eb' },
          ring: { DEFAULT: '#e5e7eb' },
          content: {
            subtle: '#6b7280',
            DEFAULT: '#4b5563',
            emphasis: '#374151',
            strong: '#111827',
            inverted: '#ffffff',
          },
        },
      },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      },
      borderRadius: {
        'tremor-small': '0.375rem',
        'tremor-default': '0.5rem',
        'tremor-full': '9999px',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
    },
  },
  safelist: [
    {
      pattern: new RegExp(
        `^(bg|text|border|ring|stroke|fill)-(${colourPattern})-(50|100|200|300|400|500|600|700|800|900|950)$`,
      ),
      variants: ['hover', 'ui-selected'],
    },
  ],
  plugins: [forms, headlessui],
} satisfies Config;
