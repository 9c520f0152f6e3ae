import { useEffect, useState, type CSSProperties } from 'react';
import { iframeSandbox } from '../../schema/sanitize/iframeSnippet';

export interface SandboxedFrameProps {
  /** An http(s) address already checked with safeUrl. */
  src: string;
  title: string;
  /** Width divided by height; the frame keeps it at every width. */
  aspectRatio?: number;
  /** A fixed height in pixels instead of an aspect ratio (players, posts). */
  height?: number;
  /** A fixed width in pixels (non-responsive frames); the frame never overflows its column. */
  width?: number;
  maxWidth?: number;
  allow?: string;
  allowFullscreen?: boolean;
  /** Builder mode: a preview the pointer passes through, so the editor can select the block. */
  builder?: boolean;
  className?: string;
}

function withoutFullscreen(allow: string | undefined): string | undefined {
  const kept = (allow ?? '')
    .split(';')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '' && !/^fullscreen\b/.test(feature));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * Every iframe the kit draws. The frame is created after mount, when the page's origin is known:
 * its sandbox (reasons in SANDBOX_REASONS) grants allow-same-origin only to other origins, so
 * allow-scripts never meets allow-same-origin on same-origin content. The server renders the
 * reserved box only, so nothing shifts when the frame arrives.
 */
export function SandboxedFrame({
  src,
  title,
  aspectRatio,
  height,
  width,
  maxWidth,
  allow,
  allowFullscreen = false,
  builder = false,
  className,
}: SandboxedFrameProps) {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const box: CSSProperties = {
    width: width ? `${width}px` : '100%',
    maxWidth: maxWidth ? `${maxWidth}px` : '100%',
    ...(height ? { height: `${height}px` } : { aspectRatio: String(aspectRatio ?? 16 / 9) }),
  };
  return (
    <div className={['one-frame', className].filter(Boolean).join(' ')} style={box}>
      {origin !== null && (
        <iframe
          className="one-frame-iframe"
          src={src}
          title={title}
          sandbox={iframeSandbox(src, { pageOrigin: origin })}
          // Fullscreen is decided by allowFullScreen alone: listed in `allow` too, Chromium
          // warns that one overrides the other (and `allow` would win over the owner's switch).
          allow={withoutFullscreen(allow)}
          allowFullScreen={allowFullscreen}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          style={builder ? { pointerEvents: 'none' } : undefined}
        />
      )}
    </div>
  );
}

export const frameCss = `
.one-frame { position: relative; box-sizing: border-box; overflow: hidden; background: var(--one-muted); border-radius: var(--one-radius-card); }
.one-frame-iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; display: block; }
`;
