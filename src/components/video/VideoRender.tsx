import VideoIcon from 'lucide-react/icons/video';
import type { CSSProperties } from 'react';
import { skippedWhileFar } from '../shared/skippedWhileFar';
import type { ComponentRenderProps } from '../types';
import { VIDEO_MUTED_RENDER_DEFAULT, type VideoData, type VideoStyles } from './schema';
import { embedUrl, resolveVideoSource } from './videoSource';
import { t } from '../../i18n/i18n';

export function VideoRender({
  data,
  styles,
  builder,
}: ComponentRenderProps<VideoData, VideoStyles>) {
  const source = resolveVideoSource(data.src);
  if (source.kind === 'none' || (source.kind === 'invalid' && !builder)) {
    return (
      <div className="one-empty-state one-video-empty">
        <VideoIcon aria-hidden="true" />
        <span>{t('empty.noVideo')}</span>
      </div>
    );
  }
  if (source.kind === 'invalid') {
    return (
      <div className="one-empty-state one-video-empty" role="alert">
        This video link cannot be played: use an http(s) address
      </div>
    );
  }
  const flags = {
    // Previews only: the builder never autoplays, so editing stays quiet.
    autoplay: data.autoplay && !builder,
    muted: data.muted ?? VIDEO_MUTED_RENDER_DEFAULT,
    loop: data.loop,
    controls: data.controls,
  };
  const { aspectRatio, width, height } = styles.video;
  const frameStyle: CSSProperties = {
    width,
    height,
    aspectRatio: aspectRatio === 'auto' || height ? undefined : aspectRatio.replace(':', ' / '),
  };

  if (source.kind === 'direct') {
    return (
      <div className="one-video" style={frameStyle}>
        <video
          className="one-video-player"
          src={source.url}
          poster={data.poster || undefined}
          autoPlay={flags.autoplay}
          muted={flags.muted}
          // React sets only the muted property; defaultMuted writes the attribute too, so the
          // markup says what plays (and matches what the server rendered).
          ref={(video) => {
            if (video) video.defaultMuted = flags.muted;
          }}
          loop={flags.loop}
          controls={flags.controls}
          playsInline
          preload="metadata"
        >
          {t('blocks.videoUnsupported')}
        </video>
      </div>
    );
  }
  const provider = source.kind === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <div
      className="one-video"
      style={{
        ...frameStyle,
        aspectRatio: frameStyle.aspectRatio ?? (height ? undefined : '16 / 9'),
      }}
    >
      <iframe
        className="one-video-player"
        src={embedUrl(source, flags)}
        title={`${provider} video`}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        // The player runs on the provider's own origin, never ours:
        // allow-scripts — the player is a script; allow-same-origin — so it can use its own
        // storage and cookies on its origin (harmless: that origin is not ours);
        // allow-presentation — casting; allow-popups (+ escape sandbox) — "Watch on YouTube".
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}

export const videoCss = `
.one-video{position:relative;max-width:100%;overflow:hidden;border-radius:inherit;background:#000}
.one-video-empty{gap:8px;flex-wrap:wrap;min-height:80px;background:var(--one-muted)}
.one-video-empty svg{width:20px;height:20px;flex:none}
.one-video-player{display:block;width:100%;height:100%;border:0;object-fit:contain;background:#000}
${skippedWhileFar('.one-video:has(> video)', '150px')}
`;
