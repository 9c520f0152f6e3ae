import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { AdminToken } from '../../schema/entities/tokenAdmin';
import { showToast } from '../../ui/toast/toastStore';
import { studioKeys, useLayouts, useManagedCollection } from '../data';
import { QueryState } from '../shell/QueryState';
import { CollectionCrumbs } from '../shell/CollectionCrumbs';
import { Pager } from '../shell/Pager';
import { StudioLink } from '../shell/StudioLink';
import { studioPaths } from '../shell/studioRouter';
import { usePagedQuery } from '../shell/usePagedQuery';
import { CreateNumbered } from './CreateNumbered';
import { CsvImport } from './CsvImport';
import { downloadText } from './download';
import { RotateCodeDialog } from './RotateCodeDialog';
import { TokenEditor } from './TokenEditor';

const PAGE = 50;

/** A collection's tokens: create, import, edit, rotate codes, tap URLs and the QR sheet. */
export function TokensScreen({ id }: { id: string }) {
  const client = useApiClient();
  const collection = useManagedCollection(id);
  const layouts = useLayouts(id);
  const [editing, setEditing] = useState<AdminToken | null>(null);
  const [rotating, setRotating] = useState<AdminToken | null>(null);
  const {
    query: tokens,
    total,
    pager,
  } = usePagedQuery({
    key: studioKeys.tokens(id),
    pageSize: PAGE,
    label: 'Token pages',
    fetchPage: (page, signal) => client.tokens.list(id, page, signal),
  });
  const slug = collection.data?.slug ?? id;
  const downloadCsv = async () => {
    try {
      const csv = await client.tokens.tapUrlsCsv(id);
      downloadText(csv ?? '', `${slug}-tap-urls.csv`, 'text/csv');
    } catch (error) {
      showToast({
        title: 'The tap URLs could not be downloaded',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <CollectionCrumbs id={id} name={collection.data?.name} />
      <QueryState
        isPending={collection.isPending || tokens.isPending}
        error={collection.error ?? tokens.error}
        what="The tokens"
        title="Tokens and tap codes"
      >
        <div className="one-st-spread">
          <div>
            <h1>Tokens and tap codes</h1>
            <p className="one-st-lead">
              {collection.data?.name}: {total} {total === 1 ? 'token' : 'tokens'}
            </p>
          </div>
          <div className="one-st-row">
            <button
              type="button"
              className="one-st-button"
              onClick={() => void downloadCsv()}
              disabled={total === 0}
            >
              <Download aria-hidden size={16} /> Download tap URLs (CSV)
            </button>
            <StudioLink className="one-st-button" href={studioPaths.qrSheet(id)}>
              <Printer aria-hidden size={16} /> QR code sheet
            </StudioLink>
          </div>
        </div>
        <div className="one-st-grid2">
          <CreateNumbered collectionId={id} />
          <CsvImport collectionId={id} />
        </div>
        <section className="one-st-card" aria-labelledby="tokens-title">
          <h2 id="tokens-title">Tokens</h2>
          {total === 0 ? (
            <p>No tokens yet: create numbered ones or import a CSV file.</p>
          ) : (
            <>
              <div
                className="one-st-table-wrap"
                tabIndex={0}
                role="region"
                aria-label="Tokens table"
              >
                <table className="one-st-table">
                  <thead>
                    <tr>
                      <th scope="col">Number</th>
                      <th scope="col">Tap URL</th>
                      <th scope="col">Attributes</th>
                      <th scope="col">Registered</th>
                      <th scope="col">
                        <span className="one-st-sr">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {tokens.data?.data.map((token) => (
                      <tr key={token.id}>
                        <td>{token.token_id}</td>
                        <td>
                          <code>{token.short_url}</code>
                        </td>
                        <td>
                          {Object.entries(token.attributes)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join(', ') || '—'}
                          {token.layout_id && <span className="one-st-chip">own page</span>}
                        </td>
                        <td>{token.registered ? 'Yes' : 'No'}</td>
                        <td>
                          <div className="one-st-row" style={{ flexWrap: 'nowrap' }}>
                            <button
                              type="button"
                              className="one-st-button"
                              onClick={() => setEditing(token)}
                            >
                              Edit<span className="one-st-sr"> token {token.token_id}</span>
                            </button>
                            <button
                              type="button"
                              className="one-st-button"
                              onClick={() => setRotating(token)}
                            >
                              New code<span className="one-st-sr"> for token {token.token_id}</span>
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager {...pager} />
            </>
          )}
        </section>
      </QueryState>
      {editing && (
        <TokenEditor
          token={editing}
          layouts={layouts.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {rotating && <RotateCodeDialog token={rotating} onClose={() => setRotating(null)} />}
    </>
  );
}
