import type { Translation } from '../../lib/i18n';
import type { sessionMessages } from '../../lib/session/session-messages';

const bn: Translation<typeof sessionMessages> = { loginFailed: 'লগইন ব্যর্থ হয়েছে: {message}' };
export default bn;
