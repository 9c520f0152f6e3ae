import Music from 'lucide-react/icons/eighth-notes';
import { useMemo } from 'react';
import { frameCss, SandboxedFrame } from '../iframe/SandboxedFrame';
import { skippedWhileFar } from '../shared/skippedWhileFar';
import { defineComponent, type ComponentRenderProps } from '../types';
import { resolveAudioSource } from './audioSource';
import { audioPanel } from './panel';
import { audioSchema, type AudioData } from './schema';
import { t } from '../../i18n/i18n';

function Audio({ data, builder }: ComponentRenderProps<AudioData>) {
  const source = useMemo(() => resolveAudioSource(data.src), [data.src]);
  // Builder mode shows previews only: nothing starts playing inside the editor.
  const autoplay = data.autoplay && !builder;
  if (source.kind === 'none') {
    return (
      <div className="one-audio-empty" role="note">
        <Music aria-hidden="true" />
        <span>{t('empty.noAudio')}</span>
        {builder && source.problem && <span className="one-audio-hint">{source.problem}</span>}
      </div>
    );
  }
  if (source.kind === 'player') {
    // SoundCloud's player reads auto_play; Spotify's embed does not autoplay at all.
    const src =
      autoplay && source.provider === 'SoundCloud' ? `${source.src}&auto_play=true` : source.src;
    return (
      <SandboxedFrame
        className="one-audio-player"
        src={src}
        title={source.title}
        height={source.height}
        allow="autoplay; clipboard-write; encrypted-media"
        builder={builder}
      />
    );
  }
  return (
    <audio
      className="one-audio"
      aria-label={t('blocks.audioPlayer')}
      src={source.src}
      controls
      autoPlay={autoplay}
      loop={data.loop}
      preload="metadata"
    >
      {!builder && <a href={source.src}>{t('blocks.downloadAudio')}</a>}
    </audio>
  );
}

export const audioComponent = defineComponent({
  ...audioSchema,
  Render: Audio,
  panel: audioPanel,
  css: `${frameCss}
.one-audio { display: block; width: 100%; }
${skippedWhileFar('.one-component:has(> .one-audio)', '54px')}
.one-audio-player { border-radius: 12px; }
.one-audio-empty {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 8px; min-height: 80px; box-sizing: border-box;
  padding: 12px 16px; border: 1px dashed var(--one-border); border-radius: var(--one-radius-card);
  background: var(--one-muted); color: var(--one-muted-foreground); font-family: var(--one-font-body); font-size: 14px;
}
.one-audio-empty svg { width: 20px; height: 20px; }
.one-audio-hint { font-size: 12px; color: var(--one-destructive); }
`,
});
