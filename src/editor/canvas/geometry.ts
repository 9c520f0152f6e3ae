import type { LayoutDocument } from '../../schema/layout/document';
import { slotKey, slotOf } from '../../renderer/slots';
import type { Slot } from '../store/types';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ComponentBox {
  id: string;
  type: string;
  slot: Slot;
  /** Position among the slot's components. */
  index: number;
  rect: Rect;
  /** Ids of the tab containers this component sits in (innermost first). */
  ancestors: string[];
}

export interface SlotBox {
  slot: Slot;
  rect: Rect;
  /** 'area' for an area, 'tab' for the visible tab of a tab container. */
  kind: 'area' | 'tab';
  label: string;
}

/** Where everything is drawn inside the canvas frame, in the frame's page coordinates. */
export interface FrameSnapshot {
  components: ComponentBox[];
  slots: SlotBox[];
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return (
    x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height
  );
}

/** How far the frame's page is scrolled: viewport boxes plus this are page coordinates. */
interface ScrollOffset {
  x: number;
  y: number;
}

function scrollOffset(frameDocument: Document): ScrollOffset {
  const view = frameDocument.defaultView;
  return { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 };
}

function toRect(r: DOMRect, offset: ScrollOffset): Rect {
  return { left: r.left + offset.x, top: r.top + offset.y, width: r.width, height: r.height };
}

/**
 * An element's box in the frame's page coordinates. The frame scrolls its own page, so a
 * viewport box (getBoundingClientRect) changes with every scroll; a page box holds, which the
 * overlay (drawn over the whole page) and a drag's snapshot (taken once, used while the
 * canvas auto-scrolls) need.
 */
export function pageRect(element: Element): Rect {
  return toRect(element.getBoundingClientRect(), scrollOffset(element.ownerDocument));
}

function visible(r: DOMRect): boolean {
  return r.width > 0 || r.height > 0;
}

function cssId(id: string): string {
  return id.replace(/["\\]/g, '');
}

/**
 * The tab shown by a tab container element: the visible tab panel's data-tab-id, else the tab
 * its aria-labelledby names, else the container's active tab setting, else its first tab.
 */
function visibleTabId(element: Element, data: Record<string, unknown>): string | undefined {
  const panels = [...element.querySelectorAll('[role="tabpanel"]')].filter(
    (panel) =>
      panel.closest('[data-component-id]') === element && visible(panel.getBoundingClientRect()),
  );
  for (const panel of panels) {
    const own = panel.getAttribute('data-tab-id');
    if (own) return own;
    const labelledBy = panel.getAttribute('aria-labelledby');
    const tab = labelledBy ? element.ownerDocument.getElementById(labelledBy) : null;
    const fromTab = tab?.getAttribute('data-tab-id');
    if (fromTab) return fromTab;
  }
  const tabs = Array.isArray(data.tabs) ? (data.tabs as { id?: unknown }[]) : [];
  const active = data.activeTab;
  if (typeof active === 'string' && tabs.some((t) => t.id === active)) return active;
  return typeof tabs[0]?.id === 'string' ? tabs[0].id : undefined;
}

/** A tab as the owner sees it: its label, else 'Tab {id}' (blocks.md, active-tab options). */
function tabLabel(data: Record<string, unknown>, tabId: string): string {
  const tabs = Array.isArray(data.tabs) ? (data.tabs as { id?: unknown; label?: unknown }[]) : [];
  const label = tabs.find((t) => t.id === tabId)?.label;
  return typeof label === 'string' && label.trim() ? `tab "${label.trim()}"` : `Tab ${tabId}`;
}

function tabPanelRect(element: Element): Rect {
  const panel = [...element.querySelectorAll('[role="tabpanel"]')].find(
    (p) => p.closest('[data-component-id]') === element && visible(p.getBoundingClientRect()),
  );
  return pageRect(panel ?? element);
}

/**
 * Measures the rendered areas and components in the frame document. Only what is displayed
 * at the previewed width counts: a hidden area is no drop target.
 */
export function measureFrame(frameDocument: Document, doc: LayoutDocument): FrameSnapshot {
  const groups = new Map<string, LayoutDocument['components']>();
  for (const component of doc.components) {
    const key = slotKey(slotOf(component));
    const list = groups.get(key) ?? [];
    list.push(component);
    groups.set(key, list);
  }
  for (const list of groups.values()) list.sort((a, b) => a.order - b.order);
  const byId = new Map(doc.components.map((c) => [c.id, c]));

  const components: ComponentBox[] = [];
  const slots: SlotBox[] = [];
  const offset = scrollOffset(frameDocument);
  for (const area of doc.grid_config?.areas ?? []) {
    const element = frameDocument.querySelector(`[data-area-id="${cssId(area.id)}"]`);
    const r = element?.getBoundingClientRect();
    if (r && visible(r))
      slots.push({
        slot: { areaId: area.id },
        rect: toRect(r, offset),
        kind: 'area',
        label: area.name || area.id,
      });
  }
  for (const list of groups.values()) {
    list.forEach((component, index) => {
      const element = frameDocument.querySelector(`[data-component-id="${cssId(component.id)}"]`);
      const r = element?.getBoundingClientRect();
      if (!element || !r || !visible(r)) return;
      const ancestors: string[] = [];
      for (let parent = component.parentId; parent && component.tabId !== undefined;) {
        ancestors.push(parent);
        const next = byId.get(parent);
        parent = next?.tabId !== undefined ? next.parentId : undefined;
      }
      components.push({
        id: component.id,
        type: component.type,
        slot: slotOf(component),
        index,
        rect: toRect(r, offset),
        ancestors,
      });
      if (component.type === 'tab-container') {
        const tabId = visibleTabId(element, component.data);
        if (tabId) {
          slots.push({
            slot: { areaId: component.areaId, parentId: component.id, tabId },
            rect: tabPanelRect(element),
            kind: 'tab',
            label: `${component.name || 'Tab container'}, ${tabLabel(component.data, tabId)}`,
          });
        }
      }
    });
  }
  return { components, slots };
}
