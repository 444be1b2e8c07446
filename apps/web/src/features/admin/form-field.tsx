import { type ReactNode, useEffect, useId, useRef } from 'react';

/** What a field's control needs to be named by its label and described by its hint or error. */
export type FieldProps = {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A labelled field of a back-office form, with a hint and the server's reason when it refused the
 * value; the control is given its id, name and ARIA links.
 */
export function AdminField({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <small id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="admin-field__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/**
 * After the server refuses a save field by field, the first field to fix takes the focus, so that
 * a screen reader reads it with its reason (the shopper's forms do the same). Returns the form's ref.
 */
export function useFocusOnRefusal(error: Error | null) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  return form;
}
