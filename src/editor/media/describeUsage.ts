import { getComponentSchema } from '../../components/schemaRegistry';
import type { MediaUsage } from '../../schema/entities/upload';
import { describeRecordUsage } from '../../schema/media/usageWords';

/**
 * One place a file is used, in the owner's words: `"Spring page": Image "Shop front"` for a
 * layout, `Collection "Harbour Lamp" (gallery)` for a collection, and so on for the others.
 */
export function describeUsage(usage: MediaUsage): string {
  if (usage.place !== 'layout') return describeRecordUsage(usage);
  const type = usage.component_type
    ? (getComponentSchema(usage.component_type)?.label ?? usage.component_type)
    : 'component';
  const what = usage.component_id
    ? `${type}${usage.component_name ? ` "${usage.component_name}"` : ''}`
    : 'its theme or custom CSS';
  const where =
    usage.in_draft && usage.in_published
      ? ''
      : usage.in_published
        ? ' (the published version)'
        : ' (not published yet)';
  return `"${usage.layout_name}": ${what}${where}`;
}

/** Every place, joined for one sentence. */
export function describeUsages(usages: readonly MediaUsage[]): string {
  return usages.map(describeUsage).join('; ');
}
