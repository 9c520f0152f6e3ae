import { useEffect, useMemo } from 'react';
import { iframeSandbox } from '../../schema/sanitize/iframeSnippet';
import { sanitizeHtml } from '../../schema/sanitize/html';
import { safeUrl } from '../../schema/sanitize/url';
import { registerDialog, type DialogRegistration } from '../../ui/dialog/dialogStore';
import { carouselStyleSchema } from '../carousel/carouselStyle';
import { CarouselView } from '../carousel/CarouselView';
import { embedUrl } from '../video/videoSource';
import {
  BLOCK_DIALOG_IDS,
  blockIframe,
  blockVideoSource,
  galleryImages,
  isImageMedia,
  type BlockDialogKind,
} from './blockActions';
import { formatPostDate } from './postDate';
import { formatRelativeTime } from './relativeTime';
import type { Block, Media } from './schema';
import { t, type MessageKey } from '../../i18n/i18n';

export interface BlockDialogProps extends Record<string, unknown> {
  block: Block;
  /** The card's title with its placeholders filled. */
  title: string;
}

function MediaButton({ media }: { media: Media }) {
  const href = media.button.href
    ? safeUrl(media.button.href, ['http:', 'https:', 'mailto:', 'tel:'])
    : null;
  if (!href || !media.button.text) return null;
  return (
    <a className="one-block-dialog-button" data-variant={media.button.variant} href={href}>
      {media.button.text}
    </a>
  );
}

function ImageDialog({ block, title }: BlockDialogProps) {
  const media = block.image;
  const src = isImageMedia(media) ? safeUrl(media.url, ['http:', 'https:']) : null;
  if (!media || !src) return null;
  const caption = block.dialog.caption || media.caption;
  return (
    <figure className="one-block-dialog-figure">
      <img src={src} alt={media.alt || title} />
      {caption || media.title ? (
        <figcaption>
          {media.title ? <strong>{media.title}</strong> : null}
          {caption ? <span>{caption}</span> : null}
        </figcaption>
      ) : null}
      <MediaButton media={media} />
    </figure>
  );
}

const dialogCarouselStyle = carouselStyleSchema().parse({
  carousel: { height: 'min(70vh, 560px)' },
  indicators: { position: 'outside' },
});

function CarouselDialog({ block, title }: BlockDialogProps) {
  const images = galleryImages(block);
  const cta =
    block.dialog.carousel_cta && block.url
      ? safeUrl(block.url, ['http:', 'https:', 'mailto:', 'tel:'])
      : null;
  return (
    <div className="one-block-dialog-gallery">
      <CarouselView
        label={title ? t('blocks.titledGallery', { title }) : t('blocks.gallery')}
        style={dialogCarouselStyle}
        autoplay={false}
        interval={5}
        pauseOnHover
        hideNavigation={{ mobile: false, tablet: false, desktop: false }}
        hidePagination={{ mobile: false, tablet: false, desktop: false }}
        slides={images.map((media, index) => ({
          key: `${index}-${media.url}`,
          label: media.title || media.alt || undefined,
          content: (
            <figure className="one-block-dialog-slide" data-caption={block.dialog.carousel_style}>
              <img src={media.url} alt={media.alt} style={{ objectFit: 'contain' }} />
              {media.caption || media.title ? (
                <figcaption>
                  {media.title ? <strong>{media.title}</strong> : null}
                  {media.caption ? <span>{media.caption}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          ),
        }))}
      />
      {cta ? (
        <a className="one-block-dialog-button" href={cta}>
          {block.dialog.carousel_cta}
        </a>
      ) : null}
    </div>
  );
}

function PostDialog({ block }: BlockDialogProps) {
  const body = useMemo(() => sanitizeHtml(block.dialog.post_body), [block.dialog.post_body]);
  // foundation.md: a post renders only if it has a body.
  if (!body.trim()) return null;
  const { post_date, post_date_format } = block.dialog;
  const date = formatPostDate(post_date, post_date_format);
  const instant = post_date
    ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(post_date) ? `${post_date}T00:00:00` : post_date)
    : null;
  const image = isImageMedia(block.image) ? safeUrl(block.image.url, ['http:', 'https:']) : null;
  return (
    <article className="one-block-dialog-post">
      {image ? (
        <img className="one-block-dialog-post-image" src={image} alt={block.image?.alt ?? ''} />
      ) : null}
      {/* The post's title is the dialog's (postTitle below), so it is not repeated here. */}
      {date ? (
        <p className="one-block-dialog-post-date">
          {instant && !Number.isNaN(instant.getTime()) ? (
            <time dateTime={instant.toISOString()}>{date}</time>
          ) : (
            date
          )}
          {instant && !Number.isNaN(instant.getTime()) ? (
            <span aria-hidden="true"> · {formatRelativeTime(instant)}</span>
          ) : null}
        </p>
      ) : null}
      <div className="one-block-dialog-post-body" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}

function VideoDialog({ block, title }: BlockDialogProps) {
  const source = blockVideoSource(block);
  const flags = { autoplay: true, muted: false, loop: false, controls: true };
  if (source.kind === 'youtube' || source.kind === 'vimeo') {
    return (
      <div className="one-block-dialog-frame">
        <iframe
          src={embedUrl(source, flags)}
          title={
            title || (source.kind === 'youtube' ? t('blocks.youtubeVideo') : t('blocks.vimeoVideo'))
          }
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={iframeSandbox(embedUrl(source, flags))}
        />
      </div>
    );
  }
  if (source.kind !== 'direct') return null;
  const poster = block.video?.poster_url
    ? safeUrl(block.video.poster_url, ['http:', 'https:'])
    : null;
  return (
    <div className="one-block-dialog-frame">
      <video src={source.url} poster={poster ?? undefined} controls autoPlay playsInline>
        {t('blocks.videoUnsupported')}
      </video>
    </div>
  );
}

function IframeDialog({ block, title }: BlockDialogProps) {
  const frame = blockIframe(block);
  // foundation.md: an iframe block renders only with a url or code.
  if (!frame) return null;
  const ratio = frame.width && frame.height ? `${frame.width} / ${frame.height}` : '16 / 9';
  return (
    <div className="one-block-dialog-frame" data-kind="iframe" style={{ aspectRatio: ratio }}>
      <iframe
        src={frame.src}
        title={frame.title || title || t('blocks.embedded')}
        allow={frame.allow}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        sandbox={iframeSandbox(frame.src)}
      />
    </div>
  );
}

/** A dialog is named by what it shows — the card's title — and by its kind without one. */
const titled =
  (fallback: MessageKey) =>
  ({ title }: BlockDialogProps): string =>
    title.trim() || t(fallback);

const postTitle = ({ block, title }: BlockDialogProps): string =>
  block.dialog.post_title.trim() || title.trim() || 'Post';

const registrations: Record<BlockDialogKind, DialogRegistration<BlockDialogProps>> = {
  image: {
    title: titled('blocks.image'),
    width: 900,
    render: ({ props }) => <ImageDialog {...props} />,
  },
  carousel: {
    title: titled('blocks.gallery'),
    width: 960,
    render: ({ props }) => <CarouselDialog {...props} />,
  },
  post: { title: postTitle, width: 720, render: ({ props }) => <PostDialog {...props} /> },
  video: {
    title: titled('blocks.video'),
    width: 960,
    render: ({ props }) => <VideoDialog {...props} />,
  },
  iframe: {
    title: titled('blocks.embedded'),
    width: 960,
    render: ({ props }) => <IframeDialog {...props} />,
  },
};

let mounted = 0;
let unregister: (() => void)[] = [];

/**
 * Registers the block dialogs with the dialog host while at least one block grid is on the page
 * (counted, so two grids share one registration and the last to leave removes it).
 */
export function useBlockDialogs(): void {
  useEffect(() => {
    if (mounted++ === 0) {
      unregister = (Object.keys(registrations) as BlockDialogKind[]).map((kind) =>
        registerDialog(BLOCK_DIALOG_IDS[kind], registrations[kind]),
      );
    }
    return () => {
      if (--mounted === 0) {
        for (const off of unregister) off();
        unregister = [];
      }
    };
  }, []);
}

export const blockDialogCss = `
.one-block-dialog-figure{margin:0;display:flex;flex-direction:column;gap:10px}
.one-block-dialog-figure img{display:block;max-width:100%;max-height:75vh;margin:0 auto;object-fit:contain;border-radius:var(--one-radius-card)}
.one-block-dialog-figure figcaption,.one-block-dialog-slide figcaption{display:flex;flex-direction:column;gap:2px;font-size:14px;color:var(--one-muted-foreground)}
.one-block-dialog-figure figcaption strong,.one-block-dialog-slide figcaption strong{color:var(--one-foreground)}
.one-block-dialog-gallery{display:flex;flex-direction:column;gap:12px}
.one-block-dialog-slide{margin:0;height:100%;display:flex;flex-direction:column;background:var(--one-muted)}
.one-block-dialog-slide img{flex:1;min-height:0;width:100%;display:block}
.one-block-dialog-slide figcaption{padding:8px 12px;background:var(--one-bg-card)}
.one-block-dialog-slide[data-caption=overlay] figcaption{position:absolute;left:0;right:0;bottom:0;color:#fff;background:linear-gradient(to top,rgba(0,0,0,.7),transparent)}
.one-block-dialog-slide[data-caption=overlay] figcaption strong{color:#fff}
.one-block-dialog-button{align-self:flex-start;display:inline-flex;padding:8px 16px;border-radius:var(--one-radius-button);background:var(--one-primary);color:var(--one-primary-foreground);text-decoration:none;font-weight:600}
.one-block-dialog-button[data-variant=secondary]{background:var(--one-muted);color:var(--one-foreground)}
.one-block-dialog-button[data-variant=outline]{background:transparent;color:var(--one-foreground);border:1px solid var(--one-border)}
.one-block-dialog-post{display:flex;flex-direction:column;gap:8px}
.one-block-dialog-post h3{margin:0;font-size:22px}
.one-block-dialog-post-date{margin:0;font-size:13px;color:var(--one-muted-foreground)}
.one-block-dialog-post-image{width:100%;max-height:320px;object-fit:cover;border-radius:var(--one-radius-card)}
.one-block-dialog-post-body{line-height:1.6}
.one-block-dialog-post-body img{max-width:100%;height:auto}
.one-block-dialog-post-body a{color:var(--one-primary)}
.one-block-dialog-frame{position:relative;width:100%;aspect-ratio:16 / 9;background:#000;border-radius:var(--one-radius-card);overflow:hidden}
.one-block-dialog-frame iframe,.one-block-dialog-frame video{position:absolute;inset:0;width:100%;height:100%;border:0}
.one-block-dialog-frame[data-kind=iframe]{background:var(--one-muted)}
.one-block-dialog-frame[data-kind=iframe] iframe{background:#fff}
/* The modal renders in a portal outside the layout, where the layout's .one-sr-only rule does not reach. */
`;
