import { useCallback, useRef, useState } from 'react';
import type { ApiKey, ApiKeyCreated } from '../../schema/entities/owner';
import { StyleTag } from '../../renderer/StyleTag';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { accountCss } from './accountCss';
import { useOwnerSession } from './ownerSession';
import { useAction, useLoaded } from './useAccountCall';
import { useFocusAfterDialog } from '../../ui/dialog/useFocusAfterDialog';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/**
 * The site's API keys (owners): create one — shown once, with a copy button — list them with
 * their last use, revoke one.
 */
export function ApiKeysScreen({ siteId }: { siteId: string }) {
  const { client } = useOwnerSession();
  const load = useCallback(() => client.sites.keys(siteId), [client, siteId]);
  const keys = useLoaded<ApiKey[]>(load);
  const action = useAction();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'publishable' | 'secret'>('secret');
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useFocusAfterDialog(heading);

  return (
    <section className="one-studio-account" aria-labelledby="keys-title">
      <StyleTag css={accountCss} />
      <h1 id="keys-title" ref={heading} tabIndex={-1}>
        API keys
      </h1>
      <p className="muted">
        Keys let your own servers call the API for this site. A publishable key reads what visitors
        read; a secret key also makes an editor’s changes. Each key is shown once.
      </p>
      {keys.error && <p role="alert">{keys.error}</p>}
      {action.error && <p role="alert">{action.error}</p>}
      <form
        aria-label="Create a key"
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(async () => {
              setCopied(false);
              setCreated(await client.sites.createKey(siteId, { name, scope }));
            })
            .then(async (ok) => {
              if (!ok) return;
              setName('');
              await keys.reload();
            });
        }}
      >
        <label>
          Name
          <input
            required
            maxLength={100}
            value={name}
            placeholder="What uses it, e.g. Warehouse sync"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          Scope
          <select value={scope} onChange={(e) => setScope(e.target.value as typeof scope)}>
            <option value="secret">Secret</option>
            <option value="publishable">Publishable</option>
          </select>
        </label>
        <button type="submit" disabled={action.busy}>
          Create key
        </button>
      </form>
      {created && (
        <div className="shown-once" role="region" aria-label="Your new key">
          <p>
            <strong>{created.name}</strong>: copy this key now. It is not shown again.
          </p>
          <code data-testid="new-key">{created.key}</code>
          <p>
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
              }}
            >
              Copy key
            </button>{' '}
            <span role="status">{copied ? 'Copied.' : ''}</span>{' '}
            <button type="button" className="secondary" onClick={() => setCreated(null)}>
              Done
            </button>
          </p>
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {keys.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                No keys yet: create one for each server or tool that calls the API.
              </td>
            </tr>
          )}
          {(keys.data ?? []).map((key) => (
            <tr key={key.id}>
              <td>
                {key.name} <span className="muted">({key.scope})</span>
              </td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{when(key.last_used_at)}</td>
              <td>
                {key.revoked_at ? (
                  `Revoked ${when(key.revoked_at)}`
                ) : (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => setRevoking(key)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking && (
        <ConfirmDialog
          look="studio"
          danger
          title={`Revoke the key “${revoking.name}”?`}
          description={`It stops working at once: every server or tool that calls the API with it (${revoking.prefix}…) is refused from then on. This cannot be undone; you can create a new key.`}
          confirmLabel="Revoke key"
          busy={action.busy}
          error={action.error}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            void action
              .run(() => client.sites.revokeKey(siteId, revoking.id))
              .then(async (ok) => {
                if (!ok) return;
                setRevoking(null);
                await keys.reload();
                // The key's Revoke button is gone (its row now says when it was revoked):
                // focus goes to the screen's heading rather than being lost to the page.
                focusHeading();
              })
          }
        />
      )}
    </section>
  );
}
