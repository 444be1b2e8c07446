import { type ReactNode, useEffect, useId, useRef } from 'react';
import './form.css';

/** What a field's control is given: its id and class, and the links to what describes it. */
export type ControlProps = {
  id: string;
  name?: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FieldProps = {
  label: string;
  /** The control's name, for a form read with FormData. */
  name?: string;
  /** What is wrong with the value: shown under the control, which it describes and marks invalid. */
  error?: string | undefined;
  /** Marks the control invalid when another text says why (a banner for several fields, a dialog's failure). */
  invalid?: boolean;
  /** What the value should be, under the control. */
  hint?: string | undefined;
  /** Ids of other texts that describe the control: a hint shared by several fields, a banner. */
  describedBy?: string | undefined;
  /** A red asterisk after the label, which screen readers skip: the control is marked required instead. */
  required?: boolean;
  /** Said after the label, such as (optional). */
  note?: string;
  /** The error is announced as it appears, for a value checked as soon as it is chosen (a file). */
  announceError?: boolean;
  /** Classes that place the field in its form's layout. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled field of any form, the shopper's or the back office's: the label, the control (an
 * input, select or textarea the caller renders with the props it is given), a hint and the error,
 * tied to the control for screen readers.
 */
export function Field({
  label,
  name,
  error,
  invalid,
  hint,
  describedBy,
  required,
  note,
  announceError,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', describedBy ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {note ? <span className="field__note"> {note}</span> : null}
      </label>
      {children({
        id,
        ...(name ? { name } : {}),
        className: 'field__control',
        ...(required ? { 'aria-required': true } : {}),
        ...(error || invalid ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a refused submit, the form's or the server's, the first field to fix takes the focus, so
 * that a screen reader reads it with its reason. `refusal` changes with each refusal (an error, a
 * count); returns the form's ref.
 */
export function useFocusOnRefusal(refusal: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  return form;
}
