import {
  buttonRowStyle,
  buttonClassName,
  buttonCss,
  buttonStyleToCss,
} from '../shared/buttonStyle';
import { safeLinkProps } from '../links/safeLink';
import { defineComponent, type ComponentRenderProps } from '../types';
import { buttonPanel } from './panel';
import { buttonSchema, type ButtonData, type ButtonStyles } from './schema';

function Button({ data, styles, builder }: ComponentRenderProps<ButtonData, ButtonStyles>) {
  const text = data.text.trim();
  if (!text && !builder) return null;
  const className = buttonClassName(data.variant, styles.button);
  const style = buttonStyleToCss(styles.button);
  const label = text || 'Add button text';
  const link = safeLinkProps(data.link, data.target, builder);
  return (
    <div className="one-button-row" style={buttonRowStyle(styles.button.align)}>
      {link ? (
        <a className={className} style={style} {...link}>
          {label}
        </a>
      ) : (
        <button type="button" className={className} style={style}>
          {label}
        </button>
      )}
      {builder && data.link.trim() && !link && (
        <p className="one-button-hint" role="note">
          The link must be a web address, a mailto: or tel: link, or a path on this site.
        </p>
      )}
    </div>
  );
}

export const buttonComponent = defineComponent({
  ...buttonSchema,
  Render: Button,
  panel: buttonPanel,
  css: `${buttonCss}
.one-button-row { flex-wrap: wrap; }
.one-button-hint { flex-basis: 100%; margin: 4px 0 0; font-size: 12px; color: var(--one-destructive); font-family: var(--one-font-body); }
`,
});
