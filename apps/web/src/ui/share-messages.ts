import { defineMessages } from '../lib/i18n';

export const shareMessages = defineMessages('share', {
  share: 'Share',
  /** The list of places to share to, when the browser has no share sheet. */
  shareTo: 'Share to',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  messenger: 'Messenger',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyThisLink: 'Copy this link: {url}',
});
