import { defineMessages } from '../i18n';

export const sessionMessages = defineMessages('session', { loginFailed: 'Login failed: {message}' });
