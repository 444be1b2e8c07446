import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { RefusalText } from '../../lib/refusals';
import { ErrorBanner } from '../../ui/form/error-banner';

/** What the operator chose and gave: whose statement, its text, and the columns they named. */
export type CsvImport<Choice extends string, Column extends string> = {
  choice: Choice;
  csv: string;
  /** Only the columns named; none when the file is in a known layout. */
  columns?: Partial<Record<Column, string>>;
};

type Texts = {
  title: string;
  choice: string;
  file: string;
  columnsTitle: string;
  columnsHelp: string;
  submit: string;
  pending: string;
  chooseFile: string;
};

/**
 * The import of a statement exported as CSV (a wallet's, a courier's): whose it is, the file, and
 * the header of each column for a layout the shop does not know. The file is read in the browser
 * and sent as text; a refusal is shown in the operator's language. `children` go where the form
 * says what the import did.
 */
export function CsvImportForm<Choice extends string, Column extends string>({
  texts,
  choices,
  columns,
  pending,
  error,
  onImport,
  children,
}: {
  texts: Texts;
  choices: readonly { value: Choice; label: string }[];
  columns: readonly { name: Column; label: string }[];
  pending: boolean;
  error: Error | null;
  onImport: (statement: CsvImport<Choice, Column>) => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const [missingFile, setMissingFile] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Read from the input: what it holds is the file, however the form data is made.
    const input = event.currentTarget.elements.namedItem('file');
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file || file.size === 0) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    const named: Partial<Record<Column, string>> = {};
    for (const { name } of columns) {
      const value = String(form.get(name) ?? '').trim();
      if (value) named[name] = value;
    }
    const choice = choices.find(({ value }) => value === form.get('choice'))?.value ?? choices[0]?.value;
    if (choice === undefined) return;
    onImport({ choice, csv: await file.text(), ...(Object.keys(named).length ? { columns: named } : {}) });
  };

  return (
    <form className="admin-card admin-import" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{texts.title}</h2>
      <div className="admin-filters">
        <label>
          {texts.choice}
          <select name="choice" defaultValue={choices[0]?.value}>
            {choices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filters__search">
          {texts.file}
          <input type="file" name="file" accept=".csv,text/csv" aria-invalid={missingFile} />
        </label>
      </div>
      <details>
        <summary>{texts.columnsTitle}</summary>
        <p>{texts.columnsHelp}</p>
        <div className="admin-filters">
          {columns.map(({ name, label }) => (
            <label key={name}>
              {label}
              <input name={name} maxLength={60} />
            </label>
          ))}
        </div>
      </details>
      <div className="admin-move__buttons">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </button>
      </div>
      {children}
      {missingFile || error ? (
        <ErrorBanner>{missingFile ? texts.chooseFile : <RefusalText error={error} />}</ErrorBanner>
      ) : null}
    </form>
  );
}
