import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@/client/styles.css';
import { AppDecorator } from '../stories/support/app-decorator';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  decorators: [AppDecorator],
  // A docs page for every component from its stories and its props' types (addon-docs).
  tags: ['autodocs'],
  initialGlobals: { locale: 'en' },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'np', title: 'नेपाली' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: { layout: 'padded', a11y: { test: 'error' } },
};

export default preview;
