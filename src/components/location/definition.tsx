import MapPin from 'lucide-react/icons/map-pin';
import { safeLinkProps } from '../links/safeLink';
import { defineComponent, type ComponentRenderProps } from '../types';
import { addressLines, formatCoordinates, mapLink } from './mapLink';
import { locationPanel } from './panel';
import { locationSchema, type LocationData, type LocationStyles } from './schema';
import { t } from '../../i18n/i18n';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function Location({ data, styles, builder }: ComponentRenderProps<LocationData, LocationStyles>) {
  const lines = addressLines(data);
  const coordinates = formatCoordinates(data.coordinates);
  if (lines.length === 0 && !coordinates) {
    return builder ? (
      <p className="one-location-empty" role="note">
        Add an address or coordinates
      </p>
    ) : null;
  }
  const href = data.link || mapLink(data, data.coordinates) || '';
  const link = safeLinkProps(href, data.target, builder);
  const body = (
    <address className="one-location-lines">
      {lines.map((text, index) => (
        <span key={index} className="one-location-line">
          {text}
        </span>
      ))}
      {coordinates && (
        <span className="one-location-line one-location-coordinates">{coordinates}</span>
      )}
    </address>
  );
  return (
    <div
      className="one-location"
      style={{
        gap: `${styles.container.gap}px`,
        justifyContent: JUSTIFY[styles.container.align],
        textAlign: styles.container.align,
        fontSize: `${styles.text.fontSize}px`,
        lineHeight: styles.text.lineHeight,
        color: styles.text.color,
      }}
    >
      {data.showIcon && (
        <MapPin
          className="one-location-icon"
          aria-hidden="true"
          style={{ width: styles.icon.size, height: styles.icon.size, color: styles.icon.color }}
        />
      )}
      {link ? (
        // Named by its visible address (WCAG 2.5.3, label in name), then where it leads.
        <a className="one-location-link" {...link}>
          {body}
          <span className="one-location-hint">{t('blocks.map')}</span>
        </a>
      ) : (
        body
      )}
    </div>
  );
}

export const locationComponent = defineComponent({
  ...locationSchema,
  Render: Location,
  panel: locationPanel,
  css: `
.one-location { display: flex; align-items: flex-start; font-family: var(--one-font-body); color: var(--one-foreground); }
.one-location-icon { flex: none; margin-top: 0.15em; color: var(--one-primary); }
.one-location-lines { display: flex; flex-direction: column; font-style: normal; }
.one-location-coordinates { color: var(--one-muted-foreground); font-variant-numeric: tabular-nums; font-size: 0.875em; }
.one-location-link { color: inherit; text-decoration: none; }
.one-location-hint { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.one-location-link:hover .one-location-line:first-child { text-decoration: underline; }
.one-location-link:focus-visible { outline: 2px solid var(--one-primary); outline-offset: 2px; }
.one-location-empty { margin: 0; padding: 12px; border: 1px dashed var(--one-border); color: var(--one-muted-foreground); font-family: var(--one-font-body); }
`,
});
