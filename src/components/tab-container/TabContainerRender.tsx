import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { useEffect, useMemo, useState } from 'react';
import { useSlots } from '../../renderer/RenderContext';
import { deviceHideClasses } from '../../renderer/visibility';
import type { ComponentRenderProps } from '../types';
import { resolveActiveTab, tabLabel } from './activeTabOptions';
import type { TabContainerData, TabContainerStyles } from './schema';
import { tabStyleVars } from './tabStyleVars';
import { t } from '../../i18n/i18n';

/**
 * foundation.md Tab container: a tab bar top, bottom, left or right; clicking a tab shows
 * its components (children with this container as parentId and the tab's id as tabId, sorted by
 * order, each in its own error boundary via renderSlot).
 */
export function TabContainerRender({
  data,
  styles,
  component,
  builder,
}: ComponentRenderProps<TabContainerData, TabContainerStyles>) {
  const tabs = data.tabs;
  const slots = useMemo(
    () =>
      tabs.map((tab) => ({
        areaId: component.areaId,
        parentId: component.id,
        tabId: String(tab.id),
      })),
    [tabs, component.areaId, component.id],
  );
  const { renderSlot, slotComponents } = useSlots(slots);
  const [chosen, setChosen] = useState<string | undefined>(data.activeTab);
  // The editor changing data.activeTab selects that tab, as a fresh page load would.
  useEffect(() => setChosen(data.activeTab), [data.activeTab]);
  const active = resolveActiveTab(tabs, chosen);
  const style = useMemo(() => tabStyleVars(styles), [styles]);

  if (tabs.length === 0 || active === undefined) {
    return <div className="one-empty-state one-tabs-empty">{t('empty.noTabs')}</div>;
  }
  const vertical = data.tabPosition === 'left' || data.tabPosition === 'right';
  return (
    <Tabs.Root
      className="one-tabs"
      data-position={data.tabPosition}
      style={style}
      value={active}
      onValueChange={setChosen}
      orientation={vertical ? 'vertical' : 'horizontal'}
    >
      <Tabs.List className="one-tabs-list" aria-label={component.name || 'Tabs'}>
        {tabs.map((tab) => {
          const id = String(tab.id);
          return (
            <TabTrigger
              key={id}
              value={id}
              className={['one-tabs-trigger', ...deviceHideClasses(tab.visibility)].join(' ')}
              data-tab-id={id}
            >
              {tabLabel(tab)}
            </TabTrigger>
          );
        })}
      </Tabs.List>
      {tabs.map((tab, index) => {
        const id = String(tab.id);
        const slot = slots[index]!;
        const empty = slotComponents(slot).length === 0;
        return (
          <Tabs.Content
            key={id}
            value={id}
            className={['one-tabs-content', ...deviceHideClasses(tab.visibility)].join(' ')}
            data-tab-id={id}
          >
            {empty ? (
              <div className="one-empty-state one-tabs-empty">
                <p>{t('empty.emptyTab')}</p>
                {builder ? <small>Drop a component here from the palette</small> : null}
              </div>
            ) : (
              renderSlot(slot)
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
