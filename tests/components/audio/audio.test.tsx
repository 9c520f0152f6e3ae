import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_PLAYER_HEIGHTS,
  resolveAudioSource,
} from '../../../src/components/audio/audioSource';
import { audioComponent } from '../../../src/components/audio/definition';
import { audioSchema, audioUploadBounds } from '../../../src/components/audio/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

function renderAudio(data: Record<string, unknown>, builder = false) {
  const { Render } = audioComponent;
  return render(
    <Render
      data={audioSchema.content.parse(data)}
      styles={audioSchema.style.parse({})}
      component={{ id: 'au', type: 'audio', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

describe('audio', () => {
  it(': type (url or upload), src, autoplay, loop', () => {
    expect(audioSchema.content.parse({})).toEqual({
      type: 'url',
      src: '',
      autoplay: false,
      loop: false,
    });
    expect(audioSchema.content.safeParse({ type: 'upload' }).success).toBe(true);
    expect(audioSchema.content.safeParse({ type: 'stream' }).success).toBe(false);
  });

  it(': audio upload max 5 MB', () => {
    expect(audioUploadBounds.maxBytes).toBe(5 * 1024 * 1024);
  });

  it(": audio with no source shows 'No audio source provided'", () => {
    renderAudio({});
    expect(screen.getByText('No audio source provided')).toBeInTheDocument();
  });

  it(': Spotify URLs get an embedded player of height 80', () => {
    expect(AUDIO_PLAYER_HEIGHTS.spotify).toBe(80);
    const { container } = renderAudio({
      src: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    });
    expect(container.querySelector('.one-frame')).toHaveStyle({ height: '80px' });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
  });

  it(': SoundCloud URLs get an embedded player of height 166', () => {
    const { container } = renderAudio({ src: 'https://soundcloud.com/artist/song' });
    expect(container.querySelector('.one-frame')).toHaveStyle({ height: '166px' });
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/w\.soundcloud\.com\/player\//,
    );
  });

  it(': other URLs use a plain audio element, with autoplay and loop', () => {
    const { container } = renderAudio({
      src: 'https://cdn.example.com/song.mp3',
      autoplay: true,
      loop: true,
    });
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', 'https://cdn.example.com/song.mp3');
    expect(audio).toHaveAttribute('controls');
    expect(audio.autoplay).toBe(true);
    expect(audio.loop).toBe(true);
  });

  it(': any SoundCloud page (an artist, a short link) gets the 166 px player; a Spotify page that is no player never becomes an audio element', () => {
    const artist = resolveAudioSource('https://soundcloud.com/forss');
    expect(artist).toMatchObject({ kind: 'player', provider: 'SoundCloud', height: 166 });
    const short = resolveAudioSource('https://on.soundcloud.com/AbCdE');
    expect(short).toMatchObject({ kind: 'player' });
    expect((short as { src: string }).src).toContain(
      encodeURIComponent('https://on.soundcloud.com/AbCdE'),
    );
    expect(resolveAudioSource('https://spotify.link/abc')).toMatchObject({ kind: 'none' });
    expect(resolveAudioSource('https://open.spotify.com/user/someone')).toMatchObject({
      kind: 'none',
    });
  });

  it('the audio element has a name', () => {
    renderAudio({ src: 'https://cdn.example.com/song.mp3' });
    expect(document.querySelector('audio')).toHaveAccessibleName('Audio player');
  });

  it('uploaded files are served from this site and play in the audio element', () => {
    expect(resolveAudioSource('/uploads/abc.mp3')).toEqual({
      kind: 'file',
      src: '/uploads/abc.mp3',
    });
  });

  it(' builder mode: previews only — nothing autoplays in the editor', () => {
    const { container } = renderAudio(
      { src: 'https://cdn.example.com/song.mp3', autoplay: true },
      true,
    );
    expect(container.querySelector('audio')!.autoplay).toBe(false);
  });

  it('security: javascript: and data: sources are never played', () => {
    renderAudio({ src: 'javascript:alert(1)' });
    renderAudio({ src: 'data:text/html,<script>alert(1)</script>' });
    expect(screen.getAllByText('No audio source provided')).toHaveLength(2);
    expect(document.querySelector('audio, iframe')).toBeNull();
  });
});

describe('audio in the builder', () => {
  it('a refused address is pointed out to the site owner', () => {
    renderAudio({ src: 'data:text/html,x' }, true);
    expect(
      screen.getByText('The audio address must start with https:// or /.'),
    ).toBeInTheDocument();
  });
});
