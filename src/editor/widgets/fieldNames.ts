/**
 * A field's accessible name says where it is, so two fields with the same visible label (the
 * Image of every slide, the Color of a border and of a shadow) never share a name: the visible
 * label first (what a voice-control user says), then what it is part of, nearest first —
 * "Image of slide 2", "Color of border of style of block 3".
 */

/** 'Border' → 'border', 'Heading 1' → 'heading 1'; an acronym ('CTA button') keeps its case. */
export function lowerFirst(text: string): string {
  if (text.length > 1 && text[1] === text[1]!.toUpperCase() && /[A-Z]/.test(text[1]!)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `part`'s words appear, in order and together, in `label` ("Border color" has "border"). */
function saysAlready(label: string, part: string): boolean {
  const inLabel = words(label);
  const inPart = words(part);
  if (inPart.length === 0) return true;
  for (let start = 0; start + inPart.length <= inLabel.length; start++) {
    if (inPart.every((w, i) => inLabel[start + i] === w)) return true;
  }
  return false;
}

/**
 * What follows a field's label in its name: " of border of slide 2" for `parts` ['slide 2',
 * 'border'] (outermost first). A part the label already says is left out.
 */
export function scopeSuffix(label: string, parts: readonly string[]): string {
  return parts
    .filter((part) => !saysAlready(label, part))
    .reverse()
    .map((part) => ` of ${lowerFirst(part)}`)
    .join('');
}

/** A part added below `outer`, unless it repeats one of them (a group named like its section). */
export function withPart(outer: readonly string[], part: string | undefined): readonly string[] {
  const text = part?.trim();
  if (!text) return outer;
  const same = (a: string) => a.toLowerCase() === text.toLowerCase();
  return outer.some(same) ? outer : [...outer, text];
}
