import Code from 'lucide-react/icons/code';
import ExternalLink from 'lucide-react/icons/external-link';
import { useMemo } from 'react';
import { frameCss, SandboxedFrame } from '../iframe/SandboxedFrame';
import { safeLinkProps } from '../links/safeLink';
import { defineComponent, type ComponentRenderProps } from '../types';
import { embedPanel } from './panel';
import { embedTitle } from './embedTitle';
import { embedProviderNames, resolveEmbed } from './providers';
import { embedSchema, type EmbedData, type EmbedStyles } from './schema';
import { t } from '../../i18n/i18n';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="one-embed-notice" role="note">
      <Code aria-hidden="true" />
      {children}
    </div>
  );
}

function Embed({ data, styles, builder }: ComponentRenderProps<EmbedData, EmbedStyles>) {
  const result = useMemo(() => resolveEmbed(data.url), [data.url]);
  let body: React.ReactNode;
  if (result.kind === 'empty') {
    body = (
      <Notice>
        <span>{t('empty.noEmbed')}</span>
        {builder && <span className="one-embed-hint">Paste a link from {embedProviderNames}.</span>}
      </Notice>
    );
  } else if (result.kind === 'invalid') {
    body = (
      <Notice>
        <span>{t('empty.badEmbed')}</span>
        {builder && (
          <span className="one-embed-hint">Links must start with https:// or http://.</span>
        )}
      </Notice>
    );
  } else if (result.kind === 'unsupported') {
    const link = safeLinkProps(result.href, '_blank', builder);
    body = (
      <Notice>
        <span>{t('blocks.cannotEmbed', { host: result.host })}</span>
        {builder && (
          <span className="one-embed-hint">Embeds work with links from {embedProviderNames}.</span>
        )}
        {link && (
          <a className="one-embed-link" {...link}>
            {t('blocks.openHost', { host: result.host })}
            <ExternalLink aria-hidden="true" />
            <span className="one-sr-only"> {t('blocks.opensNewTab')}</span>
          </a>
        )}
      </Notice>
    );
  } else {
    const { embed } = result;
    body = (
      <SandboxedFrame
        className={`one-embed-frame one-embed-${embed.provider.toLowerCase().replace(/\W+/g, '-')}`}
        src={embed.src}
        title={data.title.trim() || embedTitle(embed)}
        aspectRatio={embed.aspectRatio}
        height={embed.height}
        maxWidth={embed.maxWidth}
        allow={embed.allow}
        allowFullscreen={embed.allowFullscreen}
        builder={builder}
      />
    );
  }
  return (
    <div className="one-embed" style={{ justifyContent: JUSTIFY[styles.align] }}>
      {body}
    </div>
  );
}

export const embedComponent = defineComponent({
  ...embedSchema,
  Render: Embed,
  panel: embedPanel,
  css: `${frameCss}
.one-embed { display: flex; width: 100%; }
.one-embed-notice {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; width: 100%;
  box-sizing: border-box; min-height: 140px; padding: 20px 16px; text-align: center; border: 1px dashed var(--one-border);
  border-radius: var(--one-radius-card); background: var(--one-muted); color: var(--one-muted-foreground);
  font-family: var(--one-font-body); font-size: 14px; overflow-wrap: anywhere;
}
.one-embed-notice > svg { width: 28px; height: 28px; }
.one-embed-hint { font-size: 12px; max-width: 480px; }
.one-embed-link { display: inline-flex; align-items: center; gap: 4px; color: var(--one-primary); font-weight: 500; }
.one-embed-link svg { width: 14px; height: 14px; }
.one-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`,
});
