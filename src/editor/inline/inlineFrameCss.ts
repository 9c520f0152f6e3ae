/**
 * Builder-only CSS for editing in place, added to the canvas frame while an edit is open: the
 * rendered component is hidden under its editable copy, which keeps the component's own classes
 * and styles (so the text looks as it will), outlined so the owner sees what is being edited.
 */
export const INLINE_FRAME_CSS = `
[data-inline-editing]>:not(.one-inline-host),[data-inline-hidden]{display:none!important}
.one-inline-editable{outline:2px solid #2563eb;outline-offset:2px;border-radius:2px;white-space:pre-wrap;word-wrap:break-word;cursor:text;min-height:1em}
.one-inline-editable:focus{outline:2px solid #2563eb}
.one-inline-label{outline:2px solid #2563eb;outline-offset:2px;cursor:text;min-width:1ch}
`;
