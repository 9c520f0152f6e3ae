import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { cspNonce } from '../../client/cspNonce';
import { getComponentSchema } from '../../components/schemaRegistry';
import { sanitizeHtml } from '../../schema/sanitize/html';
import { componentLabel } from '../canvas/componentLabel';
import type { FrameHandle } from '../canvas/useFrame';
import { useLazyModules } from '../lazy/lazyModule';
import { editorStore } from '../store/editorStore';
import { findComponent } from '../store/actions/tree';
import { INLINE_FRAME_CSS } from './inlineFrameCss';
import { inlineEditStore, stopInlineEdit, type InlineEdit } from './inlineEditStore';
import { InlineLabel } from './InlineLabel';
import { inlineTextPart } from './inlineTextPart';

const NO_LOOK = { className: '', style: '' };

/** The field an in-place edit writes: a text's content, a button's label, the links list. */
const FIELD: Record<InlineEdit['kind'], string> = { text: 'content', label: 'text', link: 'links' };

interface LinkItem {
  text: string;
}

/**
 * Writes an in-place edit to the component, checked and cleaned by the component type's own
 * content schema — the text's schema sanitises its HTML — exactly as the panel's field is. A
 * pause ends the undo step, as typing in the panel does.
 */
export function commitInlineEdit(id: string, field: string, value: unknown): void {
  const state = editorStore.getState();
  const component = findComponent(state.document, id);
  const definition = component && getComponentSchema(component.type);
  if (!component || !definition) return;
  const parsed = definition.content.safeParse({ ...component.data, [field]: value });
  if (!parsed.success) return;
  const next = (parsed.data as Record<string, unknown>)[field];
  state.updateComponentData(id, { [field]: next }, `${id}:inline:${field}`);
}

/** The component's element in the frame, and the rendered part the edit takes the place of. */
function targetOf(frame: FrameHandle, edit: InlineEdit) {
  const wrapper = frame.document.querySelector<HTMLElement>(
    `[data-component-id="${CSS.escape(edit.id)}"]`,
  );
  const shown = wrapper?.firstElementChild as HTMLElement | null | undefined;
  return wrapper && shown ? { wrapper, shown } : null;
}

/**
 * A link's label is edited beside the one it hides, inside the link: the rest of the list stays
 * as it is. Returns the clean-up.
 */
function showLinkEditor(
  frame: FrameHandle,
  edit: InlineEdit,
  setHost: (host: HTMLElement | null) => void,
): (() => void) | undefined {
  const doc = frame.document;
  const wrapper = doc.querySelector(`[data-component-id="${CSS.escape(edit.id)}"]`);
  const item = wrapper?.querySelectorAll('.one-links-item')[edit.index ?? -1];
  const shown = item?.querySelector('.one-links-text');
  if (!shown) {
    stopInlineEdit();
    return undefined;
  }
  const style = frameStyle(doc);
  const copy = doc.createElement('span');
  copy.className = 'one-links-text one-inline-host';
  shown.after(copy);
  shown.setAttribute('data-inline-hidden', '');
  setHost(copy);
  return () => {
    shown.removeAttribute('data-inline-hidden');
    copy.remove();
    style.remove();
    setHost(null);
  };
}

/** The in-place editing CSS, added to the frame (with the page's CSP nonce). */
function frameStyle(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = cspNonce();
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = INLINE_FRAME_CSS;
  doc.head.appendChild(style);
  return style;
}

/**
 * The in-place editor on the canvas: while an edit is open, the component's rendered body is
 * hidden and an editable copy with the same classes and styles stands in its place, inside the
 * frame — a text gets the panel's rich-text editor (loaded lazily), a button its label as plain
 * text, a link of a links block its label (only that label is swapped). Escape or a click anywhere outside it ends the edit; so does a preview, an undo that
 * removes the component, or the component's removal.
 */
export function InlineEditor({ frame }: { frame: FrameHandle | null }) {
  const edit = useStore(inlineEditStore, (s) => s.editing);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [look, setLook] = useState<{ className: string; style: string }>(NO_LOOK);
  const ready = useLazyModules(edit?.kind === 'text' ? [inlineTextPart] : []);

  useLayoutEffect(() => {
    if (!frame || !edit) return;
    if (edit.kind === 'link') return showLinkEditor(frame, edit, setHost);
    const target = targetOf(frame, edit);
    if (!target) {
      stopInlineEdit();
      return;
    }
    const doc = frame.document;
    const style = frameStyle(doc);
    const copy = doc.createElement('div');
    copy.className = `${target.shown.className} one-inline-host`;
    // Through the CSSOM: the page's CSP refuses style attributes set as markup.
    copy.style.cssText = target.shown.style.cssText;
    copy.dir = target.shown.dir;
    target.wrapper.appendChild(copy);
    target.wrapper.setAttribute('data-inline-editing', '');
    const button = target.shown.querySelector('a, button');
    setLook(
      button instanceof frame.document.defaultView!.HTMLElement
        ? { className: button.className, style: button.style.cssText }
        : NO_LOOK,
    );
    setHost(copy);
    return () => {
      target.wrapper.removeAttribute('data-inline-editing');
      copy.remove();
      style.remove();
      setHost(null);
    };
  }, [frame, edit]);

  // Ends the edit on Escape, on a press outside it (in the frame or in the editor around it),
  // and when what it edits is gone or the canvas turns read only.
  useEffect(() => {
    if (!frame || !edit || !host) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      stopInlineEdit();
    };
    const onPress = (event: Event) => {
      if (!host.contains(event.target as Node)) stopInlineEdit();
    };
    frame.document.addEventListener('keydown', onKey, true);
    frame.document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerdown', onPress, true);
    const unsubscribe = editorStore.subscribe((state) => {
      if (state.preview || !findComponent(state.document, edit.id)) stopInlineEdit();
    });
    return () => {
      frame.document.removeEventListener('keydown', onKey, true);
      frame.document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerdown', onPress, true);
      unsubscribe();
    };
  }, [frame, edit, host]);

  if (!edit || !host) return null;
  const component = findComponent(editorStore.getState().document, edit.id);
  if (!component) return null;
  const label = componentLabel(component);
  const field = FIELD[edit.kind];
  const data = component.data as Record<string, unknown>;
  if (edit.kind === 'link') {
    const links = (data.links ?? []) as LinkItem[];
    const item = links[edit.index ?? -1];
    if (!item) return null;
    const onLinkChange = (text: string) =>
      commitInlineEdit(
        edit.id,
        field,
        links.map((link, i) => (i === edit.index ? { ...link, text } : link)),
      );
    return createPortal(
      <InlineLabel
        initial={item.text}
        label={`Label of link ${(edit.index ?? 0) + 1} of ${label}`}
        look={NO_LOOK}
        onChange={onLinkChange}
      />,
      host,
    );
  }
  const value = String(data[field] ?? '');
  const onChange = (next: string) => commitInlineEdit(edit.id, field, next);
  if (edit.kind === 'label') {
    return createPortal(
      <InlineLabel initial={value} label={`Label of ${label}`} look={look} onChange={onChange} />,
      host,
    );
  }
  const module = ready === 'ready' ? inlineTextPart.loaded() : undefined;
  if (!module) return null;
  return createPortal(
    <module.InlineRichText
      host={host}
      initial={sanitizeHtml(value)}
      label={`Text of ${label}`}
      at={edit.at}
      onChange={onChange}
    />,
    host,
  );
}
