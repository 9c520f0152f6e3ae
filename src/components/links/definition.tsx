import { useMemo } from 'react';
import { sanitizeSvg } from '../../schema/sanitize/svg';
import { defineComponent, type ComponentRenderProps } from '../types';
import { BrandIconSvg } from './brandIcons';
import { linksLook, LINKS_DEFAULTS_CSS, type LinksLook } from './linksLook';
import { linksPanel, linkTypeLabels } from './panel';
import { safeLinkProps } from './safeLink';
import { linksSchema, type LinkItem, type LinksData, type LinksStyles } from './schema';
import { t } from '../../i18n/i18n';

/**
 * The mark a link without an icon of its own shows: lucide's link-2 drawing (ISC), its three
 * strokes as one path made once, stroked by the CSS. Every link of a page may show it, so it is
 * as few elements and attributes as the drawing needs: an icon component built it anew for
 * each link, and markup set as HTML costs each link a parse.
 */
const LINK_MARK = <path d="M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 1 1 0 10h-2M8 12h8" />;

function CustomIcon({ svg, style }: { svg: string; style: LinksLook['icon'] }) {
  const clean = useMemo(() => sanitizeSvg(svg), [svg]);
  if (!clean)
    return (
      <svg
        className="one-links-icon one-links-icon-mark"
        viewBox="0 0 24 24"
        aria-hidden="true"
        style={style}
      >
        {LINK_MARK}
      </svg>
    );
  return (
    <span
      className="one-links-icon one-links-icon-custom"
      aria-hidden="true"
      style={style}
      // sanitizeSvg removed script, event handlers, foreignObject and external references.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function LinkRow({
  item,
  data,
  styles,
  look,
  builder,
}: {
  item: LinkItem;
  data: LinksData;
  styles: LinksStyles;
  look: LinksLook;
  builder: boolean;
}) {
  const link = safeLinkProps(item.url, item.target, builder);
  if (!link && !builder) return null;
  const name = item.text.trim() || linkTypeLabels[item.type];
  const icon =
    item.type === 'custom' ? (
      <CustomIcon svg={item.icon} style={look.icon} />
    ) : (
      <BrandIconSvg type={item.type} style={look.icon} color={styles.icon.color} />
    );
  const iconOnly = !data.showTitles;
  return (
    <li className="one-links-item">
      <a
        className={`one-links-link${iconOnly ? ' one-links-link--icon' : ''}${link ? '' : ' one-links-link--invalid'}`}
        {...(link ?? { 'aria-disabled': true })}
        aria-label={iconOnly ? name : undefined}
        title={link ? undefined : 'Add a valid web address, mailto: or tel: link'}
        style={look.link}
      >
        {(data.showIcons || iconOnly) && icon}
        {data.showTitles && <span className="one-links-text">{name}</span>}
      </a>
    </li>
  );
}

function Links({ data, styles, builder }: ComponentRenderProps<LinksData, LinksStyles>) {
  const title = data.title.trim();
  // Visitors never see a title over an empty list: links whose URL is refused are not shown.
  if (!builder && !data.links.some((item) => safeLinkProps(item.url, item.target) !== null))
    return null;
  const look = linksLook(styles);
  return (
    <nav className="one-links" aria-label={title || t('blocks.links')} style={look.nav}>
      {title && (
        <h2 className="one-links-title" style={look.title}>
          {title}
        </h2>
      )}
      <ul className={`one-links-list one-links-list--${styles.layout}`} style={look.list}>
        {data.links.map((item, index) => (
          <LinkRow
            key={`${item.id}-${index}`}
            item={item}
            data={data}
            styles={styles}
            look={look}
            builder={builder}
          />
        ))}
      </ul>
    </nav>
  );
}

export const linksComponent = defineComponent({
  ...linksSchema,
  Render: Links,
  panel: linksPanel,
  css: `
.one-links { display: flex; flex-direction: column; width: 100%; font-family: var(--one-font-body); }
.one-links-title { margin: 0; font-family: var(--one-font-heading); color: var(--one-foreground); width: 100%; }
.one-links-list { list-style: none; margin: 0; padding: 0; display: flex; width: 100%; }
.one-links-list--list { flex-direction: column; align-items: stretch; max-width: 480px; }
.one-links-list--row { flex-direction: row; flex-wrap: wrap; }
.one-links-link {
  display: flex; align-items: center; justify-content: center; gap: 10px; box-sizing: border-box;
  min-height: 44px; padding: 10px 16px; text-decoration: none; cursor: pointer;
  color: var(--one-foreground); background: var(--one-bg-card, var(--one-background));
  border: 1px solid var(--one-border-card, var(--one-border)); border-radius: var(--one-radius-button);
  transition: background-color 150ms ease, border-color 150ms ease;
}
.one-links-link:hover { border-color: var(--one-primary); }
.one-links-link:focus-visible { outline: 2px solid var(--one-primary); outline-offset: 2px; }
.one-links-link--icon { min-width: 44px; padding: 10px; }
.one-links-link--invalid { border-style: dashed; color: var(--one-muted-foreground); cursor: default; }
.one-links-icon { flex: none; display: inline-flex; }
.one-links-icon-custom svg { width: 100%; height: 100%; fill: currentColor; }
.one-links-icon-mark { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.one-links-text { overflow-wrap: anywhere; }
${LINKS_DEFAULTS_CSS}`,
});
