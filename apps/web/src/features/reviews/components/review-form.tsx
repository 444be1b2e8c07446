import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { StarIcon } from '../../../ui/icons';
import { useWriteReview } from '../api';
import { reviewFormMessages } from '../messages';
import { checkReview, RATINGS, REVIEW_MESSAGE_MAX_LENGTH, type ReviewProblems } from '../review-values';
import '../reviews.css';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field } from '../../../ui/form/field';

type Props = {
  productId: string;
  productName: string;
  /** Called once the review is written; the form then shows only the thank-you message. */
  onDone?: () => void;
};

/**
 * A review of one product the shopper received: 1 to 5 stars (a radio group) and a message.
 * The server decides whether they may review it, and its refusal is shown as it words it.
 */
export function ReviewForm({ productId, productName, onDone }: Props) {
  const t = useT(reviewFormMessages);
  const wordsOf = useRefusal();
  const id = useId();
  const write = useWriteReview(productId);
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<ReviewProblems>({});
  const fieldProblems = useFieldProblems();
  const firstStar = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReview({ rating, message });
    setProblems(checked.problems);
    if (checked.problems.rating) firstStar.current?.focus();
    else if (checked.problems.message) messageField.current?.focus();
    if (!checked.review) return;
    try {
      await write.mutateAsync(checked.review);
      onDone?.();
    } catch (error) {
      // A field the server refused is shown under that field; the refusal itself shows above Submit.
      if (error instanceof ApiError)
        setProblems({ rating: error.fieldErrors.rating, message: error.fieldErrors.message });
    }
  };

  if (write.isSuccess) {
    return (
      <p className="review-form__done" role="alert">
        {t('written')}
      </p>
    );
  }

  const refusal = write.error instanceof ApiError && write.error.message ? wordsOf(write.error) : t('failed');
  const ratingError = problems.rating ? t('ratingRequired') : undefined;
  const messageError = problems.message
    ? problems.message === 'required'
      ? t('messageRequired')
      : fieldProblems({ message: problems.message }).message
    : undefined;

  return (
    <form
      className="review-form"
      aria-label={t('formLabel', { name: productName })}
      noValidate
      onSubmit={submit}
    >
      <fieldset className="review-form__fields" disabled={write.isPending}>
        <div
          role="radiogroup"
          aria-labelledby={`${id}-rating-label`}
          aria-required="true"
          aria-describedby={ratingError ? `${id}-rating-error` : undefined}
          className="review-form__rating"
        >
          <span id={`${id}-rating-label`} className="field__label">
            {t('rating')}
          </span>
          {/* Each star is a real radio, unseen over its star: the arrow keys move as in any radio group. */}
          <div className="review-form__stars">
            {RATINGS.map((stars) => (
              <label key={stars} className="review-form__star">
                <input
                  ref={stars === 1 ? firstStar : undefined}
                  type="radio"
                  name={`${id}-rating`}
                  value={stars}
                  checked={rating === stars}
                  aria-label={t.plural({ one: 'star', other: 'stars' }, stars)}
                  aria-invalid={ratingError ? true : undefined}
                  className="review-form__radio"
                  onChange={() => {
                    setRating(stars);
                    setProblems((was) => ({ ...was, rating: undefined }));
                  }}
                />
                <StarIcon fill={stars <= rating ? 'currentColor' : 'none'} />
              </label>
            ))}
            {rating > 0 ? (
              <span className="review-form__chosen" aria-hidden="true">
                {t.plural({ one: 'star', other: 'stars' }, rating)}
              </span>
            ) : null}
          </div>
          {ratingError ? (
            <p id={`${id}-rating-error`} className="field__error">
              {ratingError}
            </p>
          ) : null}
        </div>
        <Field
          label={t('message')}
          error={messageError}
          hint={messageError ? undefined : t('messageHint', { max: REVIEW_MESSAGE_MAX_LENGTH })}
        >
          {(control) => (
            <textarea
              {...control}
              ref={messageField}
              rows={4}
              maxLength={REVIEW_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                if (problems.message) setProblems((was) => ({ ...was, message: undefined }));
              }}
            />
          )}
        </Field>
        {write.isError ? <ErrorBanner>{refusal}</ErrorBanner> : null}
        <button type="submit" className="button button--primary review-form__submit">
          {write.isPending ? t('submitting') : t('submit')}
        </button>
      </fieldset>
    </form>
  );
}
