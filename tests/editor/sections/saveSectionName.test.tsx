import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SaveSectionDialog } from '../../../src/editor/sections/SaveSectionDialog';
import {
  closeSaveSection,
  openSaveSection,
  saveSectionStore,
} from '../../../src/editor/sections/saveSectionStore';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);
afterEach(() => act(() => closeSaveSection()));

describe('the "Save as section" dialog asks for a name', () => {
  for (const [what, typed] of [
    ['an empty name', ''],
    ['a name of spaces only', '   '],
  ] as const) {
    it(`saving with ${what} keeps the dialog open, says why at the field and focuses it`, async () => {
      render(<SaveSectionDialog />);
      act(() => openSaveSection({ fragment: { components: [] }, name: '', what: 'component' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save as section' });
      const field = screen.getByLabelText('Section name');
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save section' }));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'Give the section a name: it is listed under Sections by that name.',
      );
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
      expect(document.activeElement).toBe(field);
      expect(dialog.isConnected).toBe(true);
      expect(saveSectionStore.getState().pending).not.toBeNull();

      // Typing a name takes the complaint away.
      await userEvent.type(field, 'Hero');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(field.getAttribute('aria-invalid')).toBeNull();
    });
  }
});
