import type { Messages, TranslationFiles } from '../../lib/i18n';

/** Bengali, namespace by namespace: each file is its own chunk, loaded when a page needs it. */
const files: TranslationFiles = import.meta.glob<{ default: Messages }>(['./*.ts', '!./index.ts']);
export default files;
