import { type LanguageCode, PHONE_CODE_VALID_SECONDS } from '@haat/contracts';
import { bengaliDigits } from '@haat/contracts/digits';

/** The outbox topic of a phone verification code's SMS. */
export const PHONE_CODE_TOPIC = 'phone_code';

const MINUTES = String(PHONE_CODE_VALID_SECONDS / 60);

/**
 * A code's SMS in the shopper's language: the code first (a phone shows the start of a message in
 * its notice), how long it works, and not to share it. Short enough for one SMS part: 160 Latin
 * characters, or 70 in Unicode for Bengali, whose digits are Bengali too.
 */
const COPY: Record<LanguageCode, (code: string) => string> = {
  en: (code) => `${code} is your Haat code. It works for ${MINUTES} minutes. Do not share it with anyone.`,
  bn: (code) => `${bengaliDigits(code)} আপনার হাট কোড। ${bengaliDigits(MINUTES)} মিনিট কাজ করবে। কাউকে দেবেন না।`,
};

export const phoneCodeSms = (language: LanguageCode, code: string): string => COPY[language](code);
