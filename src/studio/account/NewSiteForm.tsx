import { useState } from 'react';
import type { Site } from '../../schema/entities/owner';
import { useOwnerSession } from './ownerSession';
import { useAction } from './useAccountCall';

/** The host names typed in the form: one per line, or separated by spaces or commas. */
export const splitDomains = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * Another site for an owner: its name and the hosts its visitor pages answer on. The server
 * checks the hosts (a host another site uses is refused by name) and makes the creator its owner.
 */
export function NewSiteForm({ onCreated }: { onCreated: (site: Site) => void }) {
  const { client, refresh } = useOwnerSession();
  const action = useAction();
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [created, setCreated] = useState<Site | null>(null);
  return (
    <section aria-labelledby="new-site-title">
      <h2 id="new-site-title">Add a site</h2>
      <p className="muted">
        Another brand or shop on this server, with its own addresses, people, keys and collections.
        You become its owner.
      </p>
      {action.error && <p role="alert">{action.error}</p>}
      <form
        className="stack"
        aria-label="Add a site"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            const site = await client.sites.create({ name, domains: splitDomains(domains) });
            setCreated(site);
            setName('');
            setDomains('');
            await refresh();
            onCreated(site);
          });
        }}
      >
        <label>
          Site name
          <input required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Domains (one per line)
          <textarea
            required
            rows={2}
            placeholder="shop.example.com"
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
          />
        </label>
        <button type="submit" disabled={action.busy}>
          Create site
        </button>
      </form>
      <p role="status">
        {created ? `Created ${created.name}: it answers on ${created.domains.join(', ')}.` : ''}
      </p>
    </section>
  );
}
