import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { breakpointMinWidth, devicePreviewWidth } from '../../schema/breakpoints';
import { LazyCustomCssEditor } from './LazyCustomCssEditor';
import { GridSettingsPanel } from '../grid/GridSettingsPanel';
import { LazyThemeEditor } from './LazyThemeEditor';
import { usePageTab } from './pageTabStore';

function BreakpointInfo() {
  return (
    <section className="one-editor-page-section" aria-labelledby="breakpoints-title">
      <h3 id="breakpoints-title" className="one-editor-section-title">
        Breakpoints
      </h3>
      <table className="one-editor-table">
        <caption className="one-editor-visually-hidden">Breakpoints and preview widths</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Applies from</th>
            <th scope="col">Preview width</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Mobile</th>
            <td>0 px (base)</td>
            <td>{devicePreviewWidth.mobile} px</td>
          </tr>
          <tr>
            <th scope="row">Tablet</th>
            <td>{breakpointMinWidth.tablet} px</td>
            <td>{devicePreviewWidth.tablet} px</td>
          </tr>
          <tr>
            <th scope="row">Desktop</th>
            <td>{breakpointMinWidth.desktop} px</td>
            <td>{devicePreviewWidth.desktop} px</td>
          </tr>
        </tbody>
      </table>
      <p className="one-editor-help">
        Grid settings and area positions edited while previewing tablet or desktop are saved as that
        device's override; mobile edits change the base every device inherits.
      </p>
    </section>
  );
}

/** With nothing selected: the page's grid, breakpoints, theme and custom CSS. */
export function PageSection() {
  const [tab, setTab] = usePageTab();
  return (
    <section className="one-editor-panel" aria-labelledby="page-settings-title">
      <header className="one-editor-panel-header">
        <h2 id="page-settings-title" className="one-editor-panel-title">
          Page
        </h2>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="one-editor-tabs">
        <Tabs.List aria-label="Page settings" className="one-editor-tab-list">
          <TabTrigger value="layout" className="one-editor-panel-tab">
            Layout
          </TabTrigger>
          <TabTrigger value="theme" className="one-editor-panel-tab">
            Theme
          </TabTrigger>
          <TabTrigger value="css" className="one-editor-panel-tab">
            Custom CSS
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="layout" className="one-editor-tab-panel">
          <GridSettingsPanel />
          <BreakpointInfo />
        </Tabs.Content>
        <Tabs.Content value="theme" className="one-editor-tab-panel">
          <LazyThemeEditor />
        </Tabs.Content>
        <Tabs.Content value="css" className="one-editor-tab-panel">
          <LazyCustomCssEditor />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
