import { defineComponent, type ComponentRenderProps } from '../types';
import { separatorPanel } from './panel';
import { separatorSchema, type SeparatorStyles } from './schema';

/** The line a separator left at its default style draws: its stylesheet's, set by no style. */
const DEFAULT_LINE = '1px solid var(--one-border)';

function Separator({ styles }: ComponentRenderProps<Record<string, never>, SeparatorStyles>) {
  // 'double' needs three pixels to show both lines.
  const width = styles.style === 'double' ? Math.max(3, styles.thickness) : styles.thickness;
  const line = `${width}px ${styles.style} ${styles.color ?? 'var(--one-border)'}`;
  return (
    <hr className="one-separator" style={line === DEFAULT_LINE ? undefined : { borderTop: line }} />
  );
}

export const separatorComponent = defineComponent({
  ...separatorSchema,
  Render: Separator,
  panel: separatorPanel,
  css: `.one-separator { border: 0; border-top: ${DEFAULT_LINE}; margin: 0; width: 100%; height: 0; }`,
});
