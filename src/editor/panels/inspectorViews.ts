/**
 * The inspector's panels: the page's sections (layout, theme, custom CSS), an area's and a
 * component's settings, with the light form and the form schemas they build on. One chunk,
 * fetched when the browser is idle after the layout is painted (InspectorPanel.tsx), so the
 * canvas never waits for it.
 */
export { AreaPanel } from '../grid/AreaPanel';
export { ComponentPanel } from './ComponentPanel';
export { PageSection } from './PageSection';
export { uploadGuidanceCss } from '../../ui/upload/UploadGuidance';
