import AppWindow from 'lucide-react/icons/app-window';
import { useMemo } from 'react';
import { defineComponent, type ComponentRenderProps } from '../types';
import { iframePanel } from './panel';
import { resolveIframe } from './resolveIframe';
import { frameCss, SandboxedFrame } from './SandboxedFrame';
import { iframeSchema, type IframeData } from './schema';
import { t } from '../../i18n/i18n';

export function IframeBlock({
  data,
  builder,
}: Pick<ComponentRenderProps<IframeData>, 'data' | 'builder'>) {
  const frame = useMemo(() => resolveIframe(data), [data]);
  if (!frame) {
    const entered = data.inputType === 'url' ? data.src.trim() : data.htmlSnippet.trim();
    return (
      <div
        className="one-iframe-empty"
        role="note"
        style={{ aspectRatio: String(data.aspectRatio) }}
      >
        <AppWindow aria-hidden="true" />
        <span>{t('empty.noIframe')}</span>
        {builder && entered && (
          <span className="one-iframe-hint">
            {data.inputType === 'url'
              ? 'The URL must start with http:// or https://.'
              : 'The embed code needs an <iframe> with an http:// or https:// address.'}
          </span>
        )}
      </div>
    );
  }
  const fixed = !data.responsive && frame.width && frame.height;
  return (
    <SandboxedFrame
      className="one-iframe"
      src={frame.src}
      title={frame.title}
      allow={frame.allow}
      allowFullscreen={frame.allowFullscreen}
      aspectRatio={fixed ? undefined : data.aspectRatio}
      width={fixed ? frame.width : undefined}
      height={fixed ? frame.height : undefined}
      builder={builder}
    />
  );
}

function Iframe({ data, builder }: ComponentRenderProps<IframeData>) {
  return <IframeBlock data={data} builder={builder} />;
}

export const iframeCss = `${frameCss}
.one-iframe-empty {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; width: 100%;
  box-sizing: border-box; padding: 16px; text-align: center; border: 1px dashed var(--one-border);
  border-radius: var(--one-radius-card); background: var(--one-muted); color: var(--one-muted-foreground);
  font-family: var(--one-font-body); font-size: 14px;
}
.one-iframe-empty svg { width: 28px; height: 28px; }
.one-iframe-hint { font-size: 12px; }
`;

/**
 * The iframe block of blocks.md. Not one of foundation's 20 renderable types, so the registry
 * does not list it yet; `IframeBlock` is what other blocks (block-grid dialogs) can reuse.
 */
export const iframeComponent = defineComponent({
  ...iframeSchema,
  Render: Iframe,
  panel: iframePanel,
  css: iframeCss,
});
