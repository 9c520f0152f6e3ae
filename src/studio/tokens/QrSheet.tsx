import QRCode from 'qrcode';
import Printer from 'lucide-react/icons/printer';
import { useApiClient } from '../../client/ClientProvider';
import type { AdminToken } from '../../schema/entities/tokenAdmin';
import { useManagedCollection } from '../data';
import { Pager } from '../shell/Pager';
import { QueryState } from '../shell/QueryState';
import { usePagedQuery } from '../shell/usePagedQuery';
import { CollectionCrumbs } from '../shell/CollectionCrumbs';
import { studioPaths } from '../shell/studioRouter';

/**
 * The most labels one sheet holds (the largest page the token list gives). A collection with
 * more tokens is printed sheet by sheet: the pager names which tokens this sheet holds, so no
 * token is left off a print without the owner seeing it.
 */
const SHEET_LIMIT = 1000;

/**
 * Every token's tap URL as a QR code (SVG, error correction M as the server's tap-qr.svg) with
 * its number and URL, laid out for printing on labels.
 */
async function sheetOf(tokens: AdminToken[]) {
  return Promise.all(
    tokens.map(async (token) => ({
      token,
      svg: await QRCode.toString(token.short_url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
    })),
  );
}

export function QrSheet({ id }: { id: string }) {
  const client = useApiClient();
  const collection = useManagedCollection(id);
  const {
    query: labels,
    total,
    pager,
  } = usePagedQuery({
    key: ['studio', 'qr-sheet', id],
    pageSize: SHEET_LIMIT,
    label: 'QR code sheets',
    fetchPage: async (page, signal) => {
      const listed = await client.tokens.list(id, page, signal);
      return { labels: await sheetOf(listed.data), pagination: listed.pagination };
    },
  });
  const sheet = labels.data?.labels;
  return (
    <>
      <div className="one-st-no-print">
        <CollectionCrumbs
          id={id}
          name={collection.data?.name}
          trail={[{ href: studioPaths.tokens(id), label: 'Tokens' }]}
        />
        <div className="one-st-spread">
          <div>
            <h1>QR code sheet</h1>
            <p className="one-st-lead">
              {collection.data?.name}: one label per token, with its number and tap URL.
            </p>
          </div>
          <button
            type="button"
            className="one-st-button one-st-primary"
            onClick={() => window.print()}
          >
            <Printer aria-hidden size={16} /> Print
          </button>
        </div>
      </div>
      <QueryState isPending={labels.isPending} error={labels.error} what="The QR codes">
        {/* Above the labels: a sheet of a thousand would hide it far below. */}
        {total > SHEET_LIMIT && (
          <div className="one-st-no-print">
            <Pager {...pager} />
          </div>
        )}
        {sheet?.length === 0 ? (
          <p>No tokens yet.</p>
        ) : (
          <ul
            className="one-st-sheet"
            aria-label="QR code labels"
            style={{ listStyle: 'none', margin: 0 }}
          >
            {sheet?.map(({ token, svg }) => (
              <li key={token.id} className="one-st-qr-label">
                {/* The SVG comes from the qrcode library: paths only, no script or link. */}
                <div
                  role="img"
                  aria-label={`QR code for ${token.short_url}`}
                  dangerouslySetInnerHTML={{ __html: svg }}
                />
                <strong>No. {token.token_id}</strong>
                <span>{token.short_url}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
