import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextFieldProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

interface ToolbarAction {
  label: string;
  text: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const ACTIONS: ToolbarAction[] = [
  {
    label: 'Bold',
    text: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    text: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    text: 'U',
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Heading 1',
    text: 'H1',
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    label: 'Heading 2',
    text: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Heading 3',
    text: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    text: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** Asks for a link target and accepts only http, https, mailto and tel (checked with new URL()). */
function promptLink(editor: Editor) {
  const previous = editor.getAttributes('link').href as string | undefined;
  const input = window.prompt(
    'Link address (https://…, mailto:…, tel:…). Leave empty to remove the link.',
    previous ?? 'https://',
  );
  if (input === null) return;
  if (input.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  try {
    const url = new URL(input.trim());
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) throw new Error('scheme');
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.toString() }).run();
  } catch {
    window.alert('Use a full address starting with https://, http://, mailto: or tel:');
  }
}

/** HTML content edited with TipTap: a labelled toolbar and a labelled, multi-line text region. */
export function RichTextField({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto', 'tel'] } }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'one-ed-richtext-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? ACTIONS.map((a) => a.isActive(e)).concat(e.isActive('link')) : [],
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editor.getHTML() !== value) {
      // An outside change (undo, another field) — keep the caret when the text is ours.
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className="one-ed-richtext">
      <div role="toolbar" aria-label="Text formatting" className="one-ed-richtext-toolbar">
        {ACTIONS.map((action, i) => (
          <button
            key={action.label}
            type="button"
            aria-label={action.label}
            title={action.label}
            aria-pressed={active?.[i] ?? false}
            onClick={() => editor && action.run(editor)}
          >
            {action.text}
          </button>
        ))}
        <button
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={active?.[ACTIONS.length] ?? false}
          onClick={() => editor && promptLink(editor)}
        >
          🔗
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
