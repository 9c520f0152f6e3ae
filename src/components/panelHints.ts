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
  | 'date-format'
  | 'datetime'
  | 'timezone'
  | 'image-upload'
  | 'video-upload'
  | 'video-source'
  | 'audio-upload'
  | 'list'
  | 'active-tab'
  | 'text-or-choice';

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
  /**
   * For a list: each item is named by its position with this word ('Column' → "Column 2"), not
   * by its content; an item that is a single value is labelled `${itemName} ${n} size`-style
   * through `itemLabel`.
   */
  itemName?: string;
  /** For a list of single values: each value's label, `{n}` standing for its position. */
  itemLabel?: string;
  /**
   * For a list whose items carry an `id`: how an added item's id is made. Counting ids take the
   * first free `${prefix}${n}` (tabs: '', containers: 'c'); random ones `${prefix}` and a short
   * random suffix, for ids referenced beyond their own list (a block grid's blocks). Without it,
   * `${singular of the list's key}-${n}`.
   */
  newItemId?: { prefix: string; random?: boolean };
  /** For a list whose items carry an `order`: an added item takes its position as its order. */
  ordersItems?: boolean;
  /** The label follows a sibling's value (a font's name is "Font" for a system font). */
  labelBy?: { field: string; labels: Readonly<Record<string, string>> };
  /**
   * For the 'text-or-choice' widget: while a sibling has one of these values, the field is a
   * select of its options (value → label); otherwise a text input.
   */
  optionLabelsBy?: { field: string; options: Readonly<Record<string, Record<string, string>>> };
}

export interface PanelHints {
  content?: Record<string, FieldHint>;
  style?: Record<string, FieldHint>;
}
