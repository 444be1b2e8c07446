import { TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { footerMessages } from './messages';

type State = 'idle' | 'invalid' | 'submitting' | 'subscribed';

/**
 * The newsletter sign-up. It is a stub (the spec makes no call): an address that is empty after
 * trimming is refused, any other is "subscribed" after a simulated second.
 */
export function NewsletterForm() {
  const t = useT(footerMessages);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      className="footer__newsletter"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (state === 'submitting') return;
        if (email.trim() === '') {
          setState('invalid');
          return;
        }
        setState('submitting');
        timer.current = setTimeout(() => {
          setState('subscribed');
          setEmail('');
        }, TIMINGS_MS.newsletterSubmit);
      }}
    >
      <h2 id={`${id}-title`} className="footer__heading footer__heading--large">
        {t('newsletterTitle')}
      </h2>
      <p className="footer__muted">{t('newsletterText')}</p>
      <div className="footer__field">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          aria-invalid={state === 'invalid'}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state === 'invalid' || state === 'subscribed') setState('idle');
          }}
        />
        <button type="submit" className="button button--accent" disabled={state === 'submitting'}>
          {state === 'submitting' ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      <p id={`${id}-message`} className="footer__message" role="status">
        {state === 'invalid' ? (
          <span className="footer__message--error">{t('invalidEmail')}</span>
        ) : state === 'subscribed' ? (
          <span className="footer__message--success">{t('subscribed')}</span>
        ) : null}
      </p>
    </form>
  );
}
