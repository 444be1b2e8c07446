import { ERROR_MESSAGES } from '@haat/contracts/error-messages';
import { defineMessages } from './i18n';

/** The API's refusals by `code`, as the shop words them: the server's English is the source. */
export const refusalMessages = defineMessages('refusals', ERROR_MESSAGES);
