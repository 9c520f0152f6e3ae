import { screen } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { videoSchema } from '../../../src/components/video/schema';
import { videoUploadGuidance } from '../../../src/components/video/upload';
import {
  embedUrl,
  resolveVideoSource,
  vimeoId,
  youtubeId,
} from '../../../src/components/video/videoSource';
import { POSTER_JPEG_QUALITY, POSTER_TIME_SECONDS } from '../../../src/components/video/poster';
import { renderLayout } from '../text/renderLayout';

const ID = 'dQw4w9WgXcQ';

describe('video sources (foundation: YouTube 11-character id, Vimeo numeric id)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL1`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=share`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `http://www.youtube.com/v/${ID}`,
    `youtube.com/watch?v=${ID}`,
  ])('YouTube link %s → id', (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
  ])('not a YouTube video: %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
  ])('Vimeo link %s → %s', (url, id) => {
    expect(vimeoId(url)).toBe(id);
  });

  it('foundation: other URLs play as a direct video; hostile URLs are not playable', () => {
    expect(resolveVideoSource('https://cdn.example.com/a.mp4')).toEqual({
      kind: 'direct',
      url: 'https://cdn.example.com/a.mp4',
    });
    expect(resolveVideoSource('/uploads/clip.mp4')).toEqual({
      kind: 'direct',
      url: '/uploads/clip.mp4',
    });
    expect(resolveVideoSource('javascript:alert(1)').kind).toBe('invalid');
    expect(resolveVideoSource('data:text/html,<script>1</script>').kind).toBe('invalid');
    expect(resolveVideoSource('  ').kind).toBe('none');
  });

  it('foundation: embeds carry autoplay, mute, loop and controls as 0/1', () => {
    const on = { autoplay: true, muted: true, loop: true, controls: true };
    const off = { autoplay: false, muted: false, loop: false, controls: false };
    const yt = new URL(embedUrl({ kind: 'youtube', id: ID }, on));
    expect(yt.pathname).toBe(`/embed/${ID}`);
    expect(Object.fromEntries(yt.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      controls: '1',
      playlist: ID,
    });
    expect(
      Object.fromEntries(new URL(embedUrl({ kind: 'youtube', id: ID }, off)).searchParams),
    ).toMatchObject({
      autoplay: '0',
      mute: '0',
      loop: '0',
      controls: '0',
    });
    const vm = new URL(embedUrl({ kind: 'vimeo', id: '42' }, on));
    expect(vm.href).toBe('https://player.vimeo.com/video/42?autoplay=1&muted=1&loop=1&controls=1');
  });
});

describe('video component', () => {
  it('foundation: defaults type url, autoplay off, muted on when rendering, loop off, controls on, aspect 16:9', () => {
    const data = videoSchema.content.parse({});
    expect(data).toMatchObject({ type: 'url', autoplay: false, loop: false, controls: true });
    expect(videoSchema.style.parse({}).video.aspectRatio).toBe('16:9');
    renderLayout([{ id: 'v', type: 'video', data: { src: `https://youtu.be/${ID}` } }]);
    const src = new URL(screen.getByTitle('YouTube video').getAttribute('src')!);
    expect(src.searchParams.get('mute')).toBe('1');
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.get('controls')).toBe('1');
  });

  it("foundation: the editor field's default for muted is off (while rendering uses on)", () => {
    const json = z.toJSONSchema(videoSchema.content, { io: 'input' }) as {
      properties: Record<string, { default?: unknown }>;
    };
    expect(json.properties.muted!.default).toBe(false);
    expect(json.properties.autoplay!.default).toBe(false);
  });

  it("foundation: with no source it shows 'No video source provided'", () => {
    renderLayout([{ id: 'v', type: 'video' }]);
    expect(screen.getByText('No video source provided')).toBeInTheDocument();
  });

  it("foundation: a direct video has the fallback text 'Your browser does not support the video element.'", () => {
    const { container } = renderLayout([
      {
        id: 'v',
        type: 'video',
        data: { src: 'https://cdn.example.com/a.mp4', autoplay: true, loop: true, controls: false },
      },
    ]);
    const video = container.querySelector('video')!;
    expect(video).toHaveTextContent('Your browser does not support the video element.');
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/a.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.muted).toBe(true);
    // The attribute too, not only the property: the markup says it plays muted.
    expect(video).toHaveAttribute('muted');
  });

  it('Vimeo links become a Vimeo player in a sandboxed iframe', () => {
    renderLayout([
      { id: 'v', type: 'video', data: { src: 'https://vimeo.com/76979871', muted: false } },
    ]);
    const frame = screen.getByTitle('Vimeo video');
    expect(frame.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=0&muted=0&loop=0&controls=1',
    );
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('builder mode: previews never autoplay; an unplayable link is explained', () => {
    renderLayout(
      [
        { id: 'v', type: 'video', data: { src: `https://youtu.be/${ID}`, autoplay: true } },
        { id: 'w', type: 'video', data: { src: 'javascript:alert(1)' } },
      ],
      { builder: true },
    );
    expect(
      new URL(screen.getByTitle('YouTube video').getAttribute('src')!).searchParams.get('autoplay'),
    ).toBe('0');
    expect(screen.getByRole('alert')).toHaveTextContent('This video link cannot be played');
  });

  it('a hostile URL renders no player for visitors', () => {
    const { container } = renderLayout([
      { id: 'v', type: 'video', data: { src: 'javascript:alert(1)' } },
    ]);
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.getByText('No video source provided')).toBeInTheDocument();
  });

  it('foundation: video upload accepts video files only, at most 5242880 bytes', () => {
    expect(videoUploadGuidance({ type: 'video/mp4', size: 5242880 }).accepted).toBe(true);
    expect(videoUploadGuidance({ type: 'video/mp4', size: 5242881 })).toMatchObject({
      accepted: false,
      error: 'File size (5.001 MB) exceeds 5MB limit',
    });
    expect(videoUploadGuidance({ type: 'image/png', size: 10 })).toMatchObject({
      accepted: false,
      error: 'Please select a video file.',
    });
  });

  it('foundation: the poster is the frame at 1 second, JPEG quality 0.8', () => {
    expect(POSTER_TIME_SECONDS).toBe(1);
    expect(POSTER_JPEG_QUALITY).toBe(0.8);
  });
});
