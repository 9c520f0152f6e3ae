/** A component or an area of the canvas frame's page. */
export type CanvasPart = { kind: 'component' | 'area'; id: string };

const quote = (id: string) => `"${id.replace(/["\\]/g, '')}"`;

/** The CSS selector of a part in the frame (its stable data attribute). */
export function partSelector(part: CanvasPart): string {
  return part.kind === 'component'
    ? `[data-component-id=${quote(part.id)}]`
    : `[data-area-id=${quote(part.id)}]`;
}
