import type { LayoutComponent } from './component';
import { isRecord } from '../isRecord';

/**
 * Tab ids may be numbers (foundation.md: "Tab active-tab options are those with a string
 * id"), and documents from other tools give a child the same number as its `tabId`. Written as
 * text before the document is checked, so one such child does not refuse the whole layout.
 */
export function tabIdsAsText(document: Record<string, unknown>): Record<string, unknown> {
  const { components } = document;
  if (!Array.isArray(components) || !components.some(hasNumericTabId)) return document;
  return {
    ...document,
    components: components.map((component: unknown) =>
      hasNumericTabId(component) ? { ...component, tabId: String(component.tabId) } : component,
    ),
  };
}

function hasNumericTabId(component: unknown): component is Record<string, unknown> {
  return isRecord(component) && typeof component.tabId === 'number';
}

/**
 * foundation.md places a component in a tab by `areaId` and `tabId` alone; we also record
 * the tab container (`parentId`), so two containers in one area may reuse tab ids. A child
 * without it belongs to the container of its area that has a tab with its `tabId` (the first
 * in document order when several do); without one it is left as it is.
 */
export function linkTabChildren(components: LayoutComponent[]): LayoutComponent[] {
  if (!components.some((c) => c.tabId !== undefined && c.parentId === undefined)) return components;
  const containers = components.filter(
    (c) => c.type === 'tab-container' && Array.isArray(c.data.tabs),
  );
  const containerOf = (child: LayoutComponent) =>
    containers.find(
      (container) =>
        container.areaId === child.areaId &&
        container.id !== child.id &&
        (container.data.tabs as unknown[]).some(
          (tab) => isRecord(tab) && String(tab.id) === child.tabId,
        ),
    );
  return components.map((component) => {
    if (component.tabId === undefined || component.parentId !== undefined) return component;
    const container = containerOf(component);
    return container ? { ...component, parentId: container.id } : component;
  });
}
