import type { ActivityFeedStyles } from './schema';

/**
 * The modal styles of blocks.md as a rule for one dialog. The values passed the schema's
 * injection-safe CSS checks; the class name is generated.
 */
export function modalStyleCss(className: string, modal: ActivityFeedStyles['modal']): string {
  const declarations: string[] = [];
  if (modal.backgroundColor) declarations.push(`background:${modal.backgroundColor}`);
  if (modal.padding) declarations.push(`padding:${modal.padding}`);
  if (modal.border.color) declarations.push(`border-color:${modal.border.color}`);
  if (modal.border.width !== undefined)
    declarations.push(`border-width:${modal.border.width}px`, 'border-style:solid');
  if (modal.border.radius !== undefined)
    declarations.push(`border-radius:${modal.border.radius}px`);
  return declarations.length ? `.one-modal.${className}{${declarations.join(';')}}` : '';
}
