/** Every editor shortcut, for the "?" dialog. `mod` is Ctrl, or ⌘ on a Mac. */
export interface ShortcutEntry {
  keys: string[][];
  action: string;
}

export interface ShortcutGroup {
  title: string;
  entries: ShortcutEntry[];
}

export function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

export function shortcutGroups(mac = isMac()): ShortcutGroup[] {
  const mod = mac ? '⌘' : 'Ctrl';
  return [
    {
      title: 'Selected component',
      entries: [
        { keys: [[mod, 'D']], action: 'Duplicate' },
        { keys: [[mod, 'C']], action: 'Copy (to the system clipboard, as JSON)' },
        { keys: [[mod, 'X']], action: 'Cut' },
        { keys: [[mod, 'V']], action: 'Paste after the selection (also from another layout)' },
        { keys: [['Delete'], ['Backspace']], action: 'Delete' },
        {
          keys: [['Shift', 'F10'], ['Menu']],
          action: 'Open its menu (also a right-click on it, on the canvas or in the layers)',
        },
        {
          keys: [
            ['Alt', '↑'],
            ['Alt', '↓'],
          ],
          action: 'Move up or down in its area or tab',
        },
      ],
    },
    {
      title: 'Selection',
      entries: [
        { keys: [['↑'], ['↓']], action: 'Select the previous or next component' },
        {
          keys: [['Shift', 'click']],
          action:
            'Add a component to the selection or take it out (on the canvas or in the layers); delete, duplicate, copy and move then act on all of them',
        },
        {
          keys: [['Escape']],
          action:
            'Leave the field being edited; then select the parent (tab container, then area, then the page); with several components selected, clear the selection',
        },
        { keys: [['Double-click']], action: 'Edit a text, or a button’s label, on the canvas' },
        {
          keys: [[mod, 'D']],
          action:
            'With an area selected: duplicate it and what it holds, as a new row under the others',
        },
      ],
    },
    {
      title: 'Canvas',
      entries: [
        {
          keys: [
            [mod, '+'],
            [mod, '−'],
            [mod, 'wheel'],
          ],
          action: 'Zoom in or out (around the pointer with the wheel or a pinch)',
        },
        { keys: [[mod, '0']], action: 'Zoom to fit the canvas' },
        { keys: [[mod, '1']], action: 'Zoom to 100%' },
        {
          keys: [
            ['Space', 'drag'],
            ['Middle button', 'drag'],
          ],
          action: 'Pan the canvas',
        },
      ],
    },
    {
      title: 'Document',
      entries: [
        { keys: [[mod, 'Z']], action: 'Undo' },
        {
          keys: [
            [mod, 'Shift', 'Z'],
            ['Ctrl', 'Y'],
          ],
          action: 'Redo',
        },
        { keys: [[mod, 'S']], action: 'Save' },
        { keys: [['?']], action: 'Show these shortcuts' },
      ],
    },
  ];
}
