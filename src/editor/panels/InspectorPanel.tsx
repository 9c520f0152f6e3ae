/** Right sidebar of the editor: the selected component's or area's settings, or the page's. */
export function InspectorPanel() {
  return (
    <section aria-label="Inspector" className="one-editor-inspector">
      <p>Select a component or an area on the canvas to edit it.</p>
    </section>
  );
}
