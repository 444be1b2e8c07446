import type { AppliedPromo } from '@haat/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { useApplyPromo, useRemovePromo } from '../api';
import { cartMessages } from '../messages';

/**
 * The cart's promo code: type one and apply it (the server checks it against the cart and says
 * why when it refuses), or see the one applied, with a way to take it off.
 */
export function PromoBox({ promo }: { promo: AppliedPromo | null }) {
  const t = useT(cartMessages);
  const refusal = useRefusal();
  const { language } = usePreferences();
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useApplyPromo();
  const remove = useRemovePromo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code;
    if (!typed.trim()) return;
    // The answer can come after the shopper has typed another code: only the one sent is cleared.
    apply.mutate(typed.trim(), { onSuccess: () => setCode((now) => (now === typed ? '' : now)) });
  };

  // The spec's two texts (purchase spec section 8), and the server's reason for a rule the code breaks.
  const error = apply.error;
  const failure = !error
    ? null
    : error instanceof ApiError && error.status === 404
      ? t('promoInvalid')
      : error instanceof ApiError && error.status === 422 && error.message
        ? refusal(error)
        : t('promoError');

  return (
    <section className="cart-promo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-card__title">
        {t('promoTitle')}
      </h2>
      {promo ? (
        <div className="cart-promo__applied" role="status">
          <p className="cart-promo__code">
            {t('promoApplied', {
              code: promo.code,
              // The shop's Bengali words on a Bengali page, when it wrote them.
              description: (language === 'bn' && promo.descriptionBn) || promo.description,
            })}
          </p>
          {promo.problem ? (
            <p className="cart-promo__problem">
              {refusal(
                new ApiError(422, promo.problem.message, promo.problem.code, {}, promo.problem.params),
              )}
            </p>
          ) : null}
          <button
            type="button"
            className="cart-promo__remove"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('removePromo')}
          </button>
        </div>
      ) : null}
      <form className="cart-promo__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('promoTitle')}
        </label>
        <input
          id={`${id}-code`}
          className="field__control cart-promo__input"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
          placeholder={t('promoPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--outline" disabled={apply.isPending || !code.trim()}>
          {apply.isPending ? t('applying') : t('apply')}
        </button>
      </form>
      {failure ? <ErrorBanner id={`${id}-error`}>{failure}</ErrorBanner> : null}
    </section>
  );
}
