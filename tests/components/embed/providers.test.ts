import { describe, expect, it } from 'vitest';
import { embedProviderNames, resolveEmbed } from '../../../src/components/embed/providers';

const embed = (url: string) => {
  const result = resolveEmbed(url);
  if (result.kind !== 'embed') throw new Error(`${url} did not embed: ${result.kind}`);
  return result.embed;
};

describe('embed providers (docs/decisions/components-2.md: an allow-list of providers)', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42',
      16 / 9,
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 16 / 9],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 9 / 16],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871', 16 / 9],
    [
      'https://vimeo.com/76979871/abcdef1234',
      'https://player.vimeo.com/video/76979871?h=abcdef1234',
      16 / 9,
    ],
    [
      'https://www.tiktok.com/@creator/video/7234567890123456789',
      'https://www.tiktok.com/player/v1/7234567890123456789',
      9 / 16,
    ],
    [
      'https://www.google.com/maps/place/Eiffel+Tower',
      'https://www.google.com/maps?q=Eiffel%20Tower&output=embed',
      4 / 3,
    ],
    [
      'https://maps.google.com/?q=48.8584,2.2945',
      'https://www.google.com/maps?q=48.8584%2C2.2945&output=embed',
      4 / 3,
    ],
    [
      'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
      'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
      16 / 9,
    ],
  ])('%s becomes %s at its aspect ratio', (url, src, ratio) => {
    const found = embed(url);
    expect(found.src).toBe(src);
    expect(found.aspectRatio).toBeCloseTo(ratio);
  });

  it.each([
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
      152,
    ],
    [
      'https://open.spotify.com/intl-fr/album/1DFixLWuPkv3KT3TnV35m3?si=x',
      'https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3',
      352,
    ],
    [
      'https://soundcloud.com/artist/song',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsong&visual=false',
      166,
    ],
    [
      'https://x.com/vitrine/status/1234567890123456789',
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true',
      620,
    ],
    [
      'https://twitter.com/vitrine/status/1234567890123456789',
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true',
      620,
    ],
    [
      'https://www.instagram.com/p/Cabc123XYZ/',
      'https://www.instagram.com/p/Cabc123XYZ/embed/captioned/',
      720,
    ],
    ['https://acme.typeform.com/to/AbC123', 'https://form.typeform.com/to/AbC123', 560],
    [
      'https://calendly.com/acme/intro-call',
      'https://calendly.com/acme/intro-call?embed_type=Inline&hide_gdpr_banner=1',
      700,
    ],
  ])('%s becomes %s with a fixed height', (url, src, height) => {
    const found = embed(url);
    expect(found.src).toBe(src);
    expect(found.height).toBe(height);
  });

  it('every provider of the issue is on the list', () => {
    for (const name of [
      'YouTube',
      'Vimeo',
      'Spotify',
      'SoundCloud',
      'X',
      'Instagram',
      'TikTok',
      'Google Maps',
      'Typeform',
      'Calendly',
    ]) {
      expect(embedProviderNames).toContain(name);
    }
  });

  it('anything else is unsupported and keeps a plain link', () => {
    expect(resolveEmbed('https://example.com/page')).toEqual({
      kind: 'unsupported',
      href: 'https://example.com/page',
      host: 'example.com',
    });
    expect(resolveEmbed('https://www.youtube.com/feed/trending')).toMatchObject({
      kind: 'unsupported',
    });
    expect(resolveEmbed('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toMatchObject({
      kind: 'unsupported',
    });
  });

  it('security: javascript:, data: and non-web addresses are invalid, never framed or linked', () => {
    expect(resolveEmbed('javascript:alert(1)')).toEqual({ kind: 'invalid' });
    expect(resolveEmbed('data:text/html,<script>alert(1)</script>')).toEqual({ kind: 'invalid' });
    expect(resolveEmbed('/relative')).toEqual({ kind: 'invalid' });
    expect(resolveEmbed('  ')).toEqual({ kind: 'empty' });
  });

  it('security: ids are checked, so no markup reaches an embed address', () => {
    expect(resolveEmbed('https://www.youtube.com/watch?v=<script>x</script>').kind).toBe(
      'unsupported',
    );
    expect(resolveEmbed('https://vimeo.com/"onload=alert(1)').kind).toBe('unsupported');
  });
});
