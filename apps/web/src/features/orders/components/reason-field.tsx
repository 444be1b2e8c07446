/**
 * The reason a shopper gives for cancelling or returning, and the dialog's failure under it: the
 * text box points at the failure, so a screen reader reads why the request was refused.
 */
export function ReasonField({
  id,
  label,
  reason,
  onReasonChange,
  failure,
  invalid,
}: {
  /** Prefix of the ids of the text box and the failure. */
  id: string;
  label: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  failure: string | null;
  /** The failure is about the reason itself (or the server's refusal), not another field. */
  invalid?: boolean;
}) {
  return (
    <>
      <div className="order-dialog__field">
        <label htmlFor={`${id}-reason`} className="order-dialog__label">
          {label}
        </label>
        <textarea
          id={`${id}-reason`}
          className="order-dialog__input"
          rows={3}
          maxLength={500}
          aria-required="true"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
        />
      </div>
      {failure ? (
        <p id={`${id}-failure`} className="order-dialog__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
