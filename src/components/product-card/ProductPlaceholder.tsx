/** Product blocks need a collection; the editor shows what will appear once one is connected. */
export function ProductPlaceholder({ label, builder }: { label: string; builder: boolean }) {
  if (!builder) return null;
  return (
    <div className="one-empty-state one-product-placeholder" role="note">
      {label}: connect a collection to this page to preview it. It shows the collection's details on
      visitor pages.
    </div>
  );
}
