import { useEffect, useId, useState, type CSSProperties, type MouseEvent } from 'react';
import { safeUrl } from '../../schema/sanitize/url';
import { showToast } from '../../ui/toast/toastStore';
import type { ComponentRenderProps } from '../types';
import { ShareIcon } from './icons';
import { sharePlatformLabel, shareTarget } from './platforms';
import type { ShareData, ShareStyles } from './schema';
import { t } from '../../i18n/i18n';

/** The page URL to share: the configured one when it is a valid http(s) URL, else this page. */
function useShareUrl(configured: string): string {
  const [current, setCurrent] = useState('');
  // The current page is only known in the browser; the server render leaves it blank.
  useEffect(() => setCurrent(window.location.href), []);
  return (
    (configured && safeUrl(configured, ['http:', 'https:'], { allowRelative: false })) || current
  );
}

async function copyToClipboard(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({
      title: t('share.linkCopied'),
      description: url,
      variant: 'success',
      duration: 3000,
    });
  } catch {
    showToast({
      title: t('share.copyFailed'),
      description: t('share.copyManually'),
      variant: 'destructive',
      duration: 3000,
    });
  }
}

function ariaName(platform: string, label: string): string {
  if (platform === 'email') return t('share.byEmail');
  if (platform === 'copy' || label === sharePlatformLabel('copy')) return t('share.copyLink');
  return t('share.on', { platform: label });
}

export function ShareRender({
  data,
  styles,
  builder,
}: ComponentRenderProps<ShareData, ShareStyles>) {
  const titleId = useId();
  const url = useShareUrl(data.url);
  const { container, buttons, icons } = styles;
  const rootStyle = {
    '--one-share-direction': container.flexDirection,
    '--one-share-justify': container.justifyContent,
    '--one-share-gap': `${container.gap}px`,
    '--one-share-padding': buttons.padding,
    '--one-share-font-size': `${buttons.fontSize}px`,
    '--one-share-radius': `${buttons.borderRadius}px`,
    '--one-share-border-width': `${buttons.borderWidth}px`,
    ...(buttons.backgroundColor ? { '--one-share-bg': buttons.backgroundColor } : {}),
    ...(buttons.color ? { '--one-share-color': buttons.color } : {}),
    ...(buttons.borderColor ? { '--one-share-border': buttons.borderColor } : {}),
    ...(buttons.hoverBackgroundColor
      ? { '--one-share-hover-bg': buttons.hoverBackgroundColor }
      : {}),
  } as CSSProperties;

  return (
    <section
      className="one-share"
      style={rootStyle}
      aria-labelledby={data.title ? titleId : undefined}
      aria-label={data.title ? undefined : t('share.share')}
    >
      {data.title ? (
        <p className="one-share-title" id={titleId}>
          {data.title}
        </p>
      ) : null}
      <ul className="one-share-list" role="list">
        {data.platforms.map(({ id, platform }) => {
          const label = sharePlatformLabel(platform);
          const name = ariaName(platform, label);
          const icon = (
            <ShareIcon
              platform={platform}
              size={icons.size}
              fill={icons.fill}
              brandColors={icons.brandColors}
            />
          );
          const content = (
            <>
              {icon}
              {data.showLabels ? <span className="one-share-label">{label}</span> : null}
            </>
          );
          const target = shareTarget(platform, {
            url,
            text: data.text,
            discordClientId: data.discordClientId,
          });
          const onPreviewClick = builder
            ? (event: MouseEvent) => event.preventDefault()
            : undefined;
          return (
            <li key={id}>
              {target.href ? (
                <a
                  className="one-share-button"
                  data-platform={platform}
                  href={target.href}
                  target={target.newTab ? '_blank' : undefined}
                  rel={target.newTab ? 'noopener noreferrer' : undefined}
                  aria-label={data.showLabels ? undefined : name}
                  title={name}
                  onClick={onPreviewClick}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className="one-share-button"
                  data-platform={platform}
                  aria-label={data.showLabels ? undefined : name}
                  title={name}
                  onClick={builder ? undefined : () => void copyToClipboard(url)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const shareCss = `
.one-share{display:flex;flex-direction:column;gap:8px}
.one-share-title{margin:0;font-family:var(--one-font-heading);font-weight:var(--one-font-weight-heading,600);text-align:center}
.one-share-list{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0;flex-direction:var(--one-share-direction,row);justify-content:var(--one-share-justify,center);gap:var(--one-share-gap,8px)}
.one-share-list>li{display:flex}
.one-share-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:var(--one-share-padding,8px 16px);font:inherit;font-size:var(--one-share-font-size,14px);line-height:1.2;border-radius:var(--one-share-radius,6px);border:var(--one-share-border-width,1px) solid var(--one-share-border,var(--one-border));background:var(--one-share-bg,var(--one-bg-card));color:var(--one-share-color,var(--one-foreground));text-decoration:none;cursor:pointer;transition:background-color .15s}
.one-share-button:hover{background:var(--one-share-hover-bg,var(--one-accent))}
.one-share-button:focus-visible{outline:2px solid var(--one-primary);outline-offset:2px}
.one-share-icon{flex:none}
`;
