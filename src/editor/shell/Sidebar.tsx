import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { LazyLayersPanel } from '../layers/LazyLayersPanel';
import { Palette } from '../palette/Palette';

/** Left sidebar: "Add" (the palette) and "Layers". */
export function Sidebar() {
  return (
    <Tabs.Root defaultValue="add" className="one-editor-sidebar-tabs">
      <Tabs.List aria-label="Left sidebar" className="one-editor-tablist">
        <TabTrigger value="add" className="one-editor-tab">
          Add
        </TabTrigger>
        <TabTrigger value="layers" className="one-editor-tab">
          Layers
        </TabTrigger>
      </Tabs.List>
      <Tabs.Content value="add" className="one-editor-tabpanel">
        <Palette />
      </Tabs.Content>
      <Tabs.Content value="layers" className="one-editor-tabpanel">
        <LazyLayersPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
