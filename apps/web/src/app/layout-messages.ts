import { defineMessages } from '../lib/i18n';

export const layoutMessages = defineMessages('layout', {
  loading: 'Loading...',
  skipToContent: 'Skip to content',
});
