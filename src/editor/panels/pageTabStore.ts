import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type PageTab = 'layout' | 'theme' | 'css';

/** Which tab of the page settings is open: kept outside the panel so a warning can open one. */
export const pageTabStore = createStore<{ tab: PageTab }>(() => ({ tab: 'layout' }));

export function usePageTab(): [PageTab, (tab: string) => void] {
  const tab = useStore(pageTabStore, (s) => s.tab);
  const setTab = (next: string) => {
    if (next === 'layout' || next === 'theme' || next === 'css')
      pageTabStore.setState({ tab: next });
  };
  return [tab, setTab];
}
