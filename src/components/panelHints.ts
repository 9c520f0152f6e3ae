/**
 * Panel hints: what a component tells the editor's generated forms beyond its zod schema.
 * Keys are field paths relative to `data` (content) or `styles` (style), dot-separated, with
 * `*` for array items: 'platforms.*.platform', 'container.gap'. React-free.
 */
export type WidgetName =
  | 'text'
  | 'textarea'
  | 'url'
  | 'richtext'
  | 'code-html'
  | 'code-css'
  | 'svg'
  | 'color'
  | 'slider'
  | 'number'
  | 'select'
  | 'segmented'
  | 'toggle'
  | 'date'
  | 'time'
  | 'datetime'
  | 'timezone'
  | 'image-upload'
  | 'video-upload'
  | 'video-source'
  | 'audio-upload'
  | 'list'
  | 'active-tab';

export interface FieldHint {
  label?: string;
  widget?: WidgetName;
  /** Lower first; fields without an order follow in schema order. */
  order?: number;
  /** Fields with the same group are shown together under that heading. */
  group?: string;
  help?: string;
  placeholder?: string;
  /** Unit shown beside a number ('px', 's'). */
  unit?: string;
  step?: number;
  /** A number shown with this many decimals once the field is left (coordinates: 6). */
  decimals?: number;
  hidden?: boolean;
  /** For select/segmented: labels of the enum options. */
  optionLabels?: Record<string, string>;
  /**
   * For a list whose size depends on a sibling field (a block-grid container's blocks follow
   * its layout): at most `counts[sibling's value]` items, within the schema's own maximum.
   */
  maxItemsBy?: { field: string; counts: Readonly<Record<string, number>> };
  /**
   * Shown only while this holds for the object the field belongs to (its siblings' values): the
   * Discord client id only while Discord is among the share platforms.
   */
  shownWhen?: (siblings: Readonly<Record<string, unknown>>) => boolean;
}

export interface PanelHints {
  content?: Record<string, FieldHint>;
  style?: Record<string, FieldHint>;
}
