import { defineComponent, type ComponentRenderProps } from '../types';
import { separatorPanel } from './panel';
import { separatorSchema, type SeparatorStyles } from './schema';

function Separator({ styles }: ComponentRenderProps<Record<string, never>, SeparatorStyles>) {
  // 'double' needs three pixels to show both lines.
  const width = styles.style === 'double' ? Math.max(3, styles.thickness) : styles.thickness;
  return (
    <hr
      className="one-separator"
      style={{ borderTop: `${width}px ${styles.style} ${styles.color ?? 'var(--one-border)'}` }}
    />
  );
}

export const separatorComponent = defineComponent({
  ...separatorSchema,
  Render: Separator,
  panel: separatorPanel,
  css: `.one-separator { border: 0; margin: 0; width: 100%; height: 0; }`,
});
