import { describe, expect, it, vi } from 'vitest';

// Fresh modules mean importing React and the dialog again: slow on a busy machine, not a timing check.
describe("a dialog's code loads the first time a dialog opens", { timeout: 60_000 }, () => {
  it('a closed dialog renders nothing; an opened one shows a named busy status, then the dialog', async () => {
    // The test setup loads the dialog's code ahead; fresh modules start as a page does, without it.
    vi.resetModules();
    const { render, screen, cleanup } = await import('@testing-library/react');
    const { Modal } = await import('../../src/ui/dialog/Modal');
    const { loadedRadixModal } = await import('../../src/ui/dialog/modalImplementation');
    expect(loadedRadixModal()).toBeNull();
    try {
      const { rerender, container } = render(
        <Modal open={false} onOpenChange={() => {}} title="Version history">
          <p>Inside</p>
        </Modal>,
      );
      expect(container.innerHTML).toBe('');
      expect(loadedRadixModal()).toBeNull();

      rerender(
        <Modal open onOpenChange={() => {}} title="Version history">
          <p>Inside</p>
        </Modal>,
      );
      if (!loadedRadixModal()) {
        const status = screen.getByRole('status', { name: 'Loading...' });
        expect(status).toHaveAttribute('aria-busy', 'true');
      }
      const dialog = await screen.findByRole('dialog', { name: 'Version history' });
      expect(dialog).toHaveTextContent('Inside');
      expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
    } finally {
      cleanup();
    }
  });
});
