import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { RefusalText } from '../../lib/refusals';
import { ErrorBanner } from '../../ui/form/error-banner';
import { Field } from '../../ui/form/field';
import { adminMessages } from './messages';

/**
 * A decision on one row with words for the shopper (a note, or a reason when `required`): it takes
 * the focus when it opens, Escape closes it, and the server's refusal shows under it.
 */
export function NoteForm({
  title,
  label,
  confirm,
  required = false,
  danger = false,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  confirm: string;
  required?: boolean;
  danger?: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (words: string) => void;
  onClose: () => void;
}) {
  const t = useT(adminMessages);
  const [words, setWords] = useState('');
  const titleId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(words.trim());
  };

  return (
    <form className="admin-card admin-decide" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} className="admin-decide__title">
        {title}
      </h2>
      <Field label={label}>
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef}
            value={words}
            maxLength={500}
            rows={3}
            required={required}
            onChange={(event) => setWords(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          />
        )}
      </Field>
      <div className="admin-move__buttons">
        <button
          type="submit"
          className={danger ? 'button button--danger' : 'button button--primary'}
          disabled={pending}
        >
          {confirm}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
      {error ? (
        <ErrorBanner>
          <RefusalText error={error} />
        </ErrorBanner>
      ) : null}
    </form>
  );
}
