/** Left sidebar "Layers" tab: the layout's areas and components as a tree. */
export function LayersPanel() {
  return (
    <section aria-label="Layers" className="one-editor-layers">
      <p>No areas yet.</p>
    </section>
  );
}
