import { t } from '../../i18n/i18n';

/** A tab as stored; documents from older tools may carry numeric ids. */
export interface TabLike {
  id: string | number;
  label?: string;
}

export interface ActiveTabOption {
  value: string;
  label: string;
}

/** A tab's visible label: its label, or 'Tab {id}'. */
export function tabLabel(tab: TabLike): string {
  return tab.label?.trim() ? tab.label : t('blocks.tab', { id: tab.id });
}

/**
 * foundation.md: the editor's active-tab options are the tabs with a string id, labelled by
 * label or 'Tab {id}', sorted by label.
 */
export function activeTabOptions(tabs: readonly TabLike[]): ActiveTabOption[] {
  return tabs
    .filter((tab): tab is TabLike & { id: string } => typeof tab.id === 'string' && tab.id !== '')
    .map((tab) => ({ value: tab.id, label: tabLabel(tab) }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/**
 * foundation.md: the active tab starts as data.activeTab, otherwise the first tab; an id that
 * matches no tab falls back to the first.
 */
export function resolveActiveTab(
  tabs: readonly TabLike[],
  wanted: string | undefined,
): string | undefined {
  if (tabs.length === 0) return undefined;
  if (wanted !== undefined && tabs.some((tab) => String(tab.id) === wanted)) return wanted;
  return String(tabs[0]!.id);
}
