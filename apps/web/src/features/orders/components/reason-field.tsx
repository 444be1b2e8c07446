import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field } from '../../../ui/form/field';

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
  /** Prefix of the failure's id. */
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
      <Field label={label} invalid={invalid} describedBy={failure ? `${id}-failure` : undefined}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            aria-required="true"
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
          />
        )}
      </Field>
      {failure ? <ErrorBanner id={`${id}-failure`}>{failure}</ErrorBanner> : null}
    </>
  );
}
