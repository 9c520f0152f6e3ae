import { useMutation, useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useId, useState } from 'react';
import { apiErrorMessage, isApiRequestError } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import { csvRowError, type CsvRowError } from '../../schema/entities/tokenAdmin';
import { showToast } from '../../ui/toast/toastStore';

const PREVIEW_ROWS = 10;

/** The refused rows of a 400, each with its line and reason; null when the answer has none. */
function refusedRows(error: unknown): CsvRowError[] | null {
  if (!isApiRequestError(error) || error.status !== 400) return null;
  const rows = (error.body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return null;
  return rows.flatMap((row) => {
    const parsed = csvRowError.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A CSV file of tokens (token_id plus attribute columns): its first rows shown before anything
 * is sent, then the server checks the whole file. Any bad row refuses it — each named with its
 * line and reason — and nothing is imported until the file is clean.
 */
export function CsvImport({ collectionId }: { collectionId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const preview = file
    ? Papa.parse<string[]>(file.text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data
    : [];
  const header = preview[0] ?? [];
  const rows = preview.slice(1);
  const upload = useMutation({
    mutationFn: (text: string) => client.tokens.importCsv(collectionId, text),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      showToast({
        title: `${result?.created ?? 0} tokens imported`,
        description: file?.name,
        variant: 'success',
      });
      setFile(null);
    },
  });
  const refused = refusedRows(upload.error);
  return (
    <section className="one-st-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import from a CSV file</h2>
      <p className="one-st-help">
        A header row with <code>token_id</code> and any attribute columns (up to 50), then one token
        a line. Nothing is imported unless every row is right.
      </p>
      <div className="one-st-field" style={{ marginTop: 10 }}>
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            upload.reset();
            setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
          }}
        />
      </div>
      {file && (
        <>
          <h3>
            Preview of {file.name}: {rows.length} {rows.length === 1 ? 'row' : 'rows'}
          </h3>
          <div
            className="one-st-table-wrap"
            tabIndex={0}
            role="region"
            aria-label={`Preview table of ${file.name}`}
          >
            <table className="one-st-table">
              <caption className="one-st-sr">The first rows of {file.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  {header.map((name, i) => (
                    <th key={i} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                  <tr key={index}>
                    <td>{index + 2}</td>
                    {header.map((_, i) => (
                      <td key={i}>{row[i] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > PREVIEW_ROWS && (
            <p className="one-st-help">…and {rows.length - PREVIEW_ROWS} more rows.</p>
          )}
          {upload.error && (
            <div role="alert">
              <p className="one-st-error">
                {refused && refused.length > 0
                  ? `Nothing was imported: ${refused.length} ${refused.length === 1 ? 'row needs' : 'rows need'} fixing. Fix the file and choose it again.`
                  : `Nothing was imported: ${apiErrorMessage(upload.error)}`}
              </p>
              {refused && refused.length > 0 && (
                <ul className="one-st-csv-errors" aria-label="Rows to fix">
                  {refused.map((row) => (
                    <li key={`${row.line}-${row.reason}`}>
                      Line {row.line}: {row.reason}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <button
            type="button"
            className="one-st-button one-st-primary"
            disabled={upload.isPending || rows.length === 0}
            onClick={() => upload.mutate(file.text)}
          >
            Import {rows.length} {rows.length === 1 ? 'token' : 'tokens'}
          </button>
        </>
      )}
    </section>
  );
}
