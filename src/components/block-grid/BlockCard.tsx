import type { LucideIcon } from 'lucide-react';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import Images from 'lucide-react/icons/images';
import Play from 'lucide-react/icons/play';
import SquareArrowOutUpRight from 'lucide-react/icons/square-arrow-up-right-exit';
import UserPlus from 'lucide-react/icons/user-plus';
import { useMemo, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { sanitizeHtml } from '../../schema/sanitize/html';
import { safeUrl } from '../../schema/sanitize/url';
import { openDialog } from '../../ui/dialog/dialogStore';
import {
  actionLabels,
  BLOCK_DIALOG_IDS,
  blockAction,
  blockLink,
  isImageMedia,
  REGISTRATION_DIALOG_ID,
} from './blockActions';
import type { Block, BlockActionType, Media } from './schema';
import { t } from '../../i18n/i18n';
import { ResponsiveImage } from '../shared/ResponsiveImage';

/** A small badge telling visitors what a click does. */
const actionIcons: Record<BlockActionType, LucideIcon> = {
  image: ImageIcon,
  carousel: Images,
  post: FileText,
  video: Play,
  iframe: SquareArrowOutUpRight,
  url: ExternalLink,
  registration: UserPlus,
};

/** foundation.md: default card min heights in preview: 200, or 360 for a 1x2 target size. */
export const CARD_MIN_HEIGHT = { '1x1': 200, '1x2': 360 } as const;

function cardStyle(block: Block, target: '1x1' | '1x2'): CSSProperties {
  const s = block.style;
  const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);
  const background = block.background_image?.url
    ? safeUrl(block.background_image.url, ['http:', 'https:'])
    : null;
  return {
    color: s.color,
    fontSize: px(s.font_size),
    lineHeight: s.line_height,
    borderRadius: px(s.border_radius),
    borderWidth: px(s.border_width),
    borderStyle: s.border_width ? 'solid' : undefined,
    borderColor: s.border_color,
    backgroundColor: s.background_color,
    backgroundImage: background
      ? `url("${encodeURI(background).replace(/"/g, '%22')}")`
      : undefined,
    backgroundSize: background ? (block.background_image?.style.size ?? 'cover') : undefined,
    backgroundPosition: background ? block.background_image?.style.object_position : undefined,
    paddingTop: px(s.padding_top),
    paddingBottom: px(s.padding_bottom),
    paddingLeft: px(s.padding_left),
    paddingRight: px(s.padding_right),
    minHeight: px(s.min_height) ?? `${CARD_MIN_HEIGHT[block.target_size ?? target]}px`,
  };
}

/** Only letters, digits, '-' and '_' reach a class attribute. */
function classTokens(value: string): string[] {
  return value.split(/\s+/).filter((token) => /^[A-Za-z_][\w-]{0,60}$/.test(token));
}

function MediaImage({ media, className }: { media: Media | null | undefined; className: string }) {
  const src = isImageMedia(media) ? safeUrl(media.url, ['http:', 'https:']) : null;
  if (!media || !src)
    return <div className={`${className} one-block-media-missing`} aria-hidden="true" />;
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={media.alt}
      style={{ objectFit: media.style.object_fit, objectPosition: media.style.object_position }}
    />
  );
}

function CardText({ block, title }: { block: Block; title: string }) {
  const body = useMemo(() => sanitizeHtml(block.card.body.content), [block.card.body.content]);
  const { align_vertical, align_horizontal, class_name } = block.card.body;
  if (!title && !body && !block.card.footer) return null;
  return (
    <div
      className="one-block-text"
      data-valign={align_vertical}
      style={{ textAlign: align_horizontal }}
    >
      {title ? <h3 className="one-block-header">{title}</h3> : null}
      {body ? (
        <div
          className={['one-block-body', ...classTokens(class_name)].join(' ')}
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : null}
      {block.card.footer ? <p className="one-block-footer">{block.card.footer}</p> : null}
    </div>
  );
}

function ActionIcon({ action }: { action: BlockActionType }) {
  const Icon = actionIcons[action];
  return (
    <span className="one-block-action-icon" aria-hidden="true">
      <Icon size={16} />
    </span>
  );
}

export interface BlockCardProps {
  block: Block;
  /** The card header with its placeholders filled. */
  title: string;
  target: '1x1' | '1x2';
  builder: boolean;
}

/** One card of a container: its content by type, and its action (dialog, link or registration). */
export function BlockCard({ block, title, target, builder }: BlockCardProps) {
  const actionRef = useRef<HTMLElement | null>(null);
  if (block.type === 'placeholder') {
    return (
      <div
        className="one-block-slot-empty"
        style={{ minHeight: `${CARD_MIN_HEIGHT[block.target_size ?? target]}px` }}
      >
        {builder ? 'Empty block: choose a type in the panel' : null}
      </div>
    );
  }
  const action = blockAction(block);
  let content: ReactNode;
  if (block.type === 'image') {
    content = (
      <>
        <MediaImage media={block.image} className="one-block-image-fill" />
        {title || block.card.body.content ? (
          <div className="one-block-image-caption">
            <CardText block={block} title={title} />
          </div>
        ) : null}
      </>
    );
  } else if (block.type === 'text') {
    content = <CardText block={block} title={title} />;
  } else {
    content = (
      <div className="one-block-split" data-order={block.type}>
        <CardText block={block} title={title} />
        <MediaImage media={block.image} className="one-block-split-image" />
      </div>
    );
  }

  const label = title || (action ? actionLabels[action] : '');
  const href = action === 'url' ? blockLink(block) : null;
  const open = () => {
    if (action === 'registration')
      openDialog(REGISTRATION_DIALOG_ID, { source: 'block-grid', blockId: block.id });
    else if (action && action !== 'url') openDialog(BLOCK_DIALOG_IDS[action], { block, title });
  };
  /**
   * The whole card answers a click, not only its button: a visitor (or a test) clicks the
   * title, the text or the picture. The button itself sits on the action badge, so nothing is
   * laid over the card's content — text stays selectable, a link in the body stays a link, and
   * what is clicked is what is under the pointer.
   */
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!action) return;
    if (builder) {
      event.preventDefault();
      return;
    }
    const control = actionRef.current;
    const target = event.target as Element;
    const fromControl = control?.contains(target) ?? false;
    if (!fromControl) {
      // A link or control inside the body does its own thing; selecting text is no click.
      if (target.closest?.('a, button, input, select, textarea, summary, [role="button"]')) return;
      if (window.getSelection?.()?.toString()) return;
    }
    if (action === 'url') {
      if (fromControl || !control) return; // the link navigates itself
      if (event.ctrlKey || event.metaKey || event.shiftKey) {
        if (href) window.open(href, '_blank', 'noopener');
      } else (control as HTMLAnchorElement).click();
      return;
    }
    // Focus goes back to the card's button when the dialog closes.
    if (!fromControl) control?.focus({ preventScroll: true });
    open();
  };

  return (
    <article
      className={[
        'one-block',
        `one-block-${block.type}`,
        ...classTokens(block.dialog.class_name),
      ].join(' ')}
      data-block-id={block.id}
      data-action={action ?? undefined}
      style={cardStyle(block, target)}
      onClick={action ? onCardClick : undefined}
    >
      {block.style.overlay_color ? (
        <div
          className="one-block-overlay"
          style={{ background: block.style.overlay_color }}
          aria-hidden="true"
        />
      ) : null}
      <div className="one-block-content">{content}</div>
      {action === 'url' && href ? (
        <a
          ref={(element) => {
            actionRef.current = element;
          }}
          className="one-block-action"
          href={href}
          aria-label={label || t('blocks.openLink')}
        >
          <ActionIcon action={action} />
        </a>
      ) : action ? (
        <button
          ref={(element) => {
            actionRef.current = element;
          }}
          type="button"
          className="one-block-action"
          aria-label={
            action === 'registration'
              ? title
                ? t('blocks.titledRegister', { title })
                : t('blocks.register')
              : label
          }
          aria-haspopup="dialog"
        >
          <ActionIcon action={action} />
        </button>
      ) : null}
    </article>
  );
}
