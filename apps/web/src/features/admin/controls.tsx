import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { RefusalText } from '../../lib/refusals';
import { ErrorBanner } from '../../ui/form/error-banner';
import { adminMessages } from './messages';

/** What an action did, or the server's reason it was refused, read out as it appears. */
export function Outcome({ done, error }: { done: string; error: Error | null | undefined }) {
  return (
    <>
      <div role="status" className="admin-outcome">
        {done ? <p className="admin-done">{done}</p> : null}
      </div>
      {error ? (
        <ErrorBanner>
          <RefusalText error={error} />
        </ErrorBanner>
      ) : null}
    </>
  );
}

/** A picture to upload: a file input (reached and opened with the keyboard like any control). */
export function PictureInput({
  label,
  busy,
  onFile,
}: {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const t = useT(adminMessages);
  const id = useId();
  return (
    <div className="admin-upload">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again uploads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {busy ? <span>{t('uploading')}</span> : null}
    </div>
  );
}

/** Buttons that move an entry of an ordered list one place, and delete it; labelled for a screen reader. */
export function EntryButtons(props: {
  labels: { earlier: string; later: string; remove: string };
  arrows: readonly [string, string];
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { labels, arrows, busy } = props;
  return (
    <div className="admin-entry-buttons">
      <button
        type="button"
        className="button button--outline"
        aria-label={labels.earlier}
        disabled={props.first || busy}
        onClick={() => props.onMove(-1)}
      >
        {arrows[0]}
      </button>
      <button
        type="button"
        className="button button--outline"
        aria-label={labels.later}
        disabled={props.last || busy}
        onClick={() => props.onMove(1)}
      >
        {arrows[1]}
      </button>
      <button
        type="button"
        className="button button--danger"
        aria-label={labels.remove}
        disabled={busy}
        onClick={props.onDelete}
      >
        ✕
      </button>
    </div>
  );
}
