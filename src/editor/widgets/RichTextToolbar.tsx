import { memo } from 'react';
import type { Editor } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import Bold from 'lucide-react/icons/letter-b';
import Heading1 from 'lucide-react/icons/heading-1';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import Italic from 'lucide-react/icons/italic';
import Link2 from 'lucide-react/icons/link-2';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Underline from 'lucide-react/icons/underline';

interface ToolbarAction {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** The formatting buttons' actions, in toolbar order; the Link button follows them. */
export const ACTIONS: ToolbarAction[] = [
  {
    label: 'Bold',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Heading 1',
    icon: Heading1,
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    label: 'Heading 2',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Heading 3',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The Link button's index in the toolbar (after every action). */
export const LINK_BUTTON = ACTIONS.length;

/**
 * The formatting buttons. Memoised: the field re-renders whenever the form catches up with the
 * typed text, and its buttons' icons need not render again unless a mark's state did. Without
 * an editor (the text shown before the field is first focused) a button calls `onPress` with
 * its index. Only TipTap's types are imported here: the toolbar shows before TipTap has loaded.
 */
export const FormattingToolbar = memo(function FormattingToolbar({
  editor,
  active,
  linking,
  onToggleLink,
  onPress,
  field,
}: {
  editor: Editor | null;
  active: boolean[] | undefined;
  linking: boolean;
  onToggleLink: () => void;
  onPress?: (button: number) => void;
  /** The field's full name: each form may have several toolbars, told apart by it. */
  field?: string;
}) {
  const named = (label: string) => (field ? `${label} in ${field}` : label);
  return (
    <div
      role="toolbar"
      aria-label={named('Text formatting')}
      className="one-editor-richtext-toolbar"
    >
      {ACTIONS.map((action, i) => (
        <button
          key={action.label}
          type="button"
          aria-label={named(action.label)}
          title={action.label}
          aria-pressed={active?.[i] ?? false}
          onClick={() => (editor ? action.run(editor) : onPress?.(i))}
        >
          <action.icon size={15} aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        aria-label={named('Link')}
        title="Link"
        aria-pressed={active?.[LINK_BUTTON] ?? false}
        aria-expanded={linking}
        onClick={() => (editor ? onToggleLink() : onPress?.(LINK_BUTTON))}
      >
        <Link2 size={14} aria-hidden="true" />
      </button>
    </div>
  );
});
