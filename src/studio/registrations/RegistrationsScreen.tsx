import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { RegistrationRow } from '../../schema/entities/registrationAdmin';
import { showToast } from '../../ui/toast/toastStore';
import { useManagedCollection } from '../data';
import { Pager } from '../shell/Pager';
import { QueryState } from '../shell/QueryState';
import { CollectionCrumbs } from '../shell/CollectionCrumbs';
import { usePagedQuery } from '../shell/usePagedQuery';
import { downloadText } from '../tokens/download';
import { RegistrationDialogs, type RegistrationDialog } from './RegistrationDialogs';

const PAGE = 50;
type Sort = 'registered_at' | 'token_id' | 'owner';

export const registrationKeys = {
  all: (id: string) => ['studio', 'registrations', id] as const,
  list: (id: string, q: string, sort: Sort, order: string) =>
    ['studio', 'registrations', id, q, sort, order] as const,
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A collection's registrations: search, sort, page, CSV, and per token history, transfer, revoke. */
export function RegistrationsScreen({ id }: { id: string }) {
  const client = useApiClient();
  const collection = useManagedCollection(id);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('registered_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [dialog, setDialog] = useState<RegistrationDialog | null>(null);
  const {
    query: list,
    total,
    pager,
  } = usePagedQuery({
    key: registrationKeys.list(id, q, sort, order),
    pageSize: PAGE,
    label: 'Registration pages',
    fetchPage: (page, signal) =>
      client.registrations.list(id, { q: q || undefined, sort, order, ...page }, signal),
  });
  const consents = list.data?.consents ?? [];
  const slug = collection.data?.slug ?? id;
  const downloadCsv = async () => {
    try {
      const csv = await client.registrations.csv(id, { q: q || undefined, sort, order });
      downloadText(csv, `${slug}-registrations.csv`, 'text/csv');
    } catch (error) {
      showToast({
        title: 'The registrations could not be downloaded',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    }
  };
  const open = (kind: RegistrationDialog['kind'], row: RegistrationRow) => setDialog({ kind, row });
  return (
    <>
      <CollectionCrumbs id={id} name={collection.data?.name} />
      <QueryState
        isPending={collection.isPending || list.isPending}
        error={collection.error ?? list.error}
        what="The registrations"
        title="Registrations"
      >
        <div className="one-st-spread">
          <div>
            <h1>Registrations</h1>
            <p className="one-st-lead">
              {collection.data?.name}: {total} {total === 1 ? 'registration' : 'registrations'}
              {q && ` matching “${q}”`}
            </p>
          </div>
          <button
            type="button"
            className="one-st-button"
            onClick={() => void downloadCsv()}
            disabled={total === 0}
          >
            <Download aria-hidden size={16} /> Download CSV
          </button>
        </div>
        <form
          className="one-st-row one-st-filters"
          role="search"
          aria-label="Registrations"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(search.trim());
          }}
        >
          <div className="one-st-field">
            <label htmlFor="registrations-search">Token number or owner</label>
            <input
              id="registrations-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="12 or ada@example.com"
            />
          </div>
          <div className="one-st-field">
            <label htmlFor="registrations-sort">Sort by</label>
            <select
              id="registrations-sort"
              value={`${sort}:${order}`}
              onChange={(event) => {
                const [s, o] = event.target.value.split(':') as [Sort, 'asc' | 'desc'];
                setSort(s);
                setOrder(o);
              }}
            >
              <option value="registered_at:desc">Newest first</option>
              <option value="registered_at:asc">Oldest first</option>
              <option value="token_id:asc">Token number</option>
              <option value="owner:asc">Owner (A–Z)</option>
            </select>
          </div>
          <button type="submit" className="one-st-button one-st-primary">
            Search
          </button>
          {q && (
            <button
              type="button"
              className="one-st-button"
              onClick={() => {
                setSearch('');
                setQ('');
              }}
            >
              Clear search
            </button>
          )}
        </form>
        <section className="one-st-card" aria-labelledby="registrations-title">
          <h2 id="registrations-title">Registered tokens</h2>
          {total === 0 ? (
            <p>
              {q
                ? 'No registration matches this search.'
                : 'No token of this collection is registered yet.'}
            </p>
          ) : (
            <>
              <div
                className="one-st-table-wrap"
                tabIndex={0}
                role="region"
                aria-label="Registrations table"
              >
                <table className="one-st-table">
                  <thead>
                    <tr>
                      <th scope="col">Token</th>
                      <th scope="col">Owner</th>
                      <th scope="col">Method</th>
                      <th scope="col">Registered</th>
                      <th scope="col">Consents</th>
                      <th scope="col">Details</th>
                      <th scope="col">
                        <span className="one-st-sr">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data?.data.map((row) => (
                      <tr key={row.id}>
                        <td>{row.token_id}</td>
                        <td>{row.owner_email ?? row.owner_address}</td>
                        <td>{row.method === 'wallet' ? 'Wallet' : 'E-mail'}</td>
                        <td>{dateTime(row.registered_at)}</td>
                        <td>
                          {consents.length === 0
                            ? '—'
                            : consents.map((c) => (
                                <span key={c.id} className="one-st-consent">
                                  {row.consents[c.id] ? 'Yes' : 'No'}: {c.label}
                                </span>
                              ))}
                        </td>
                        <td>
                          {Object.entries(row.fields)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join(', ') || '—'}
                        </td>
                        <td>
                          <div className="one-st-row" style={{ flexWrap: 'nowrap' }}>
                            <button
                              type="button"
                              className="one-st-button"
                              onClick={() => open('history', row)}
                            >
                              History<span className="one-st-sr"> of token {row.token_id}</span>
                            </button>
                            <button
                              type="button"
                              className="one-st-button"
                              onClick={() => open('transfer', row)}
                            >
                              Transfer<span className="one-st-sr"> token {row.token_id}</span>
                            </button>
                            <button
                              type="button"
                              className="one-st-button one-st-danger"
                              onClick={() => open('revoke', row)}
                            >
                              Revoke
                              <span className="one-st-sr">
                                {' '}
                                the registration of token {row.token_id}
                              </span>
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
      {dialog && (
        <RegistrationDialogs collectionId={id} dialog={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
