import { useCallback, useEffect, useState } from 'react';
import { LOCALES } from '../../schema/locales';
import type { Site } from '../../schema/entities/owner';
import { StyleTag } from '../../renderer/StyleTag';
import { accountCss } from './accountCss';
import { splitDomains } from './NewSiteForm';
import { useOwnerSession } from './ownerSession';
import { useAction, useLoaded } from './useAccountCall';

interface Form {
  name: string;
  publicUrl: string;
  domains: string;
  embedOrigins: string;
  locale: string;
  company: string;
  logo: string;
  logoDark: string;
}

const toForm = (site: Site): Form => ({
  name: site.name,
  publicUrl: site.public_url ?? '',
  domains: site.domains.join('\n'),
  embedOrigins: (site.embed_origins ?? []).join('\n'),
  locale: site.default_locale ?? '',
  company: site.brand.company_name ?? '',
  logo: site.brand.logo ?? '',
  logoDark: site.brand.logo_dark ?? '',
});

/** The site and its brand (owners change it; others read it): name, URL, domains, logos. */
export function SiteSettingsScreen({ siteId }: { siteId: string }) {
  const { client, roleOn } = useOwnerSession();
  const load = useCallback(() => client.sites.get(siteId), [client, siteId]);
  const site = useLoaded<Site>(load);
  const action = useAction();
  const [form, setForm] = useState<Form | null>(null);
  const [saved, setSaved] = useState(false);
  const readOnly = roleOn(siteId) !== 'owner';
  useEffect(() => {
    if (site.data) setForm(toForm(site.data));
  }, [site.data]);

  const set = (field: keyof Form) => (value: string) => {
    setSaved(false);
    setForm((f) => (f ? { ...f, [field]: value } : f));
  };
  const upload = (field: 'logo' | 'logoDark') => async (file: File | undefined) => {
    if (!file) return;
    await action.run(async () => {
      const result = await client.uploads.upload(file, { kind: 'image' });
      set(field)(result.url);
    });
  };

  if (!form) return <p role={site.error ? 'alert' : 'status'}>{site.error ?? 'Loading…'}</p>;
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  // Sent only when edited: an empty list from the API ("no one") and no list ("follow
  // EMBED_ORIGINS") look the same here, and an untouched field must keep whichever it was.
  const embedEdited = site.data ? form.embedOrigins !== toForm(site.data).embedOrigins : false;
  const embedOrigins = splitDomains(form.embedOrigins);
  return (
    <section className="one-studio-account" aria-labelledby="site-title">
      <StyleTag css={accountCss} />
      <h1 id="site-title">Site and brand</h1>
      {action.error && <p role="alert">{action.error}</p>}
      <form
        className="stack"
        aria-label="Site and brand"
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(() =>
              client.sites.update(siteId, {
                name: form.name,
                public_url: orNull(form.publicUrl),
                domains: splitDomains(form.domains),
                ...(embedEdited
                  ? { embed_origins: embedOrigins.length ? embedOrigins : null }
                  : {}),
                default_locale: (orNull(form.locale) as Site['default_locale']) ?? null,
                brand: {
                  company_name: orNull(form.company),
                  logo: orNull(form.logo),
                  logo_dark: orNull(form.logoDark),
                },
              }),
            )
            .then((ok) => {
              setSaved(ok);
              if (ok) void site.reload();
            });
        }}
      >
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, display: 'contents' }}>
          <label>
            Site name
            <input required value={form.name} onChange={(e) => set('name')(e.target.value)} />
          </label>
          <label>
            Public URL
            <input
              type="url"
              placeholder="https://shop.example"
              value={form.publicUrl}
              onChange={(e) => set('publicUrl')(e.target.value)}
            />
          </label>
          <label>
            Domains (one per line)
            <textarea
              rows={3}
              value={form.domains}
              onChange={(e) => set('domains')(e.target.value)}
            />
          </label>
          <label>
            Sites that may embed these pages (one origin per line)
            <textarea
              rows={3}
              placeholder="https://shop.example.com"
              aria-describedby="embed-origins-hint"
              value={form.embedOrigins}
              onChange={(e) => set('embedOrigins')(e.target.value)}
            />
          </label>
          <p id="embed-origins-hint">
            Pages on these sites can show your collection pages with the embed kit or a frame. Left
            empty, the server’s EMBED_ORIGINS setting applies.
          </p>
          <label>
            Default language
            <select value={form.locale} onChange={(e) => set('locale')(e.target.value)}>
              <option value="">The visitor’s language</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {locale}
                </option>
              ))}
            </select>
          </label>
          <label>
            Company name
            <input value={form.company} onChange={(e) => set('company')(e.target.value)} />
          </label>
          {(['logo', 'logoDark'] as const).map((field) => (
            <div key={field}>
              <label>
                {field === 'logo' ? 'Logo' : 'Logo for dark mode'}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml"
                  onChange={(e) => void upload(field)(e.target.files?.[0])}
                />
              </label>
              {form[field] && (
                <p>
                  <img
                    src={form[field]}
                    alt={field === 'logo' ? 'Current logo' : 'Current dark-mode logo'}
                    height={40}
                    style={field === 'logoDark' ? { background: '#0f172a', padding: 4 } : {}}
                  />{' '}
                  <button type="button" className="secondary" onClick={() => set(field)('')}>
                    {field === 'logo' ? 'Remove logo' : 'Remove dark-mode logo'}
                  </button>
                </p>
              )}
            </div>
          ))}
          {!readOnly && (
            <button type="submit" disabled={action.busy}>
              Save
            </button>
          )}
        </fieldset>
        <p role="status">{saved ? 'Saved.' : readOnly ? 'Only owners change these.' : ''}</p>
      </form>
    </section>
  );
}
