import { describe, expect, it } from 'vitest';
import {
  registrationFormValue,
  registrationSettingsToStore,
  storedSuccessLayout,
} from '../../src/studio/collections/settingsValue';
import { parseStudioPath } from '../../src/studio/shell/studioRouter';
import { slugFromName, slugProblem } from '../../src/studio/collections/slugify';

describe('the registration settings form reads and writes what the server checks', () => {
  it('reads the stored rules, a plain flag as asked-not-required, and keeps what it does not edit', () => {
    const stored = {
      form: { fields: { firstName: { enabled: true, required: true }, birthday: true } },
      success: { title: 'Thanks!' },
      onSuccessLayout: { id: 'lay_thanks' },
    };
    const value = registrationFormValue(stored);
    expect(value.form.fields.firstName).toEqual({ enabled: true, required: true });
    expect(value.form.fields.birthday).toEqual({ enabled: true, required: false });
    expect(value.tap_landing).toBe(true);
    const next = registrationSettingsToStore(stored, value, null);
    expect(next.success).toEqual({ title: 'Thanks!' });
    // Empty choices are left out, so a block's own success URL or layout is not overridden.
    expect(next).not.toHaveProperty('onSuccessLayout');
    expect(next).not.toHaveProperty('onSuccessUrl');
    expect(registrationSettingsToStore({}, value, 'lay_x').onSuccessLayout).toEqual({
      id: 'lay_x',
    });
    expect(storedSuccessLayout(stored)).toBe('lay_thanks');
  });

  it('one unreadable part falls back to its default without hiding the others', () => {
    const value = registrationFormValue({ contact: 'javascript:alert(1)', tap_landing: false });
    expect(value.contact).toBe('');
    expect(value.tap_landing).toBe(false);
  });
});

describe('studio addresses and slugs', () => {
  it('each studio path names its screen; anything else is not found', () => {
    expect(parseStudioPath('/studio')).toEqual({ kind: 'collections' });
    expect(parseStudioPath('/studio/collections/new')).toEqual({ kind: 'new-collection' });
    expect(parseStudioPath('/studio/collections/col_1/tokens')).toEqual({
      kind: 'tokens',
      id: 'col_1',
    });
    expect(parseStudioPath('/studio/collections/col_1/qr-sheet/')).toEqual({
      kind: 'qr-sheet',
      id: 'col_1',
    });
    expect(parseStudioPath('/studio/people')).toEqual({ kind: 'section', path: '/studio/people' });
    expect(parseStudioPath('/studio/collections/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(parseStudioPath('/studio/a/b/c')).toEqual({ kind: 'not-found' });
  });

  it('a slug is proposed from the name and checked as the server checks it', () => {
    expect(slugFromName('Lampes d’Été — 2026!')).toBe('lampes-d-ete-2026');
    expect(slugProblem('lamps')).toBeNull();
    expect(slugProblem('Lamps')).toMatch(/lowercase/);
    expect(slugProblem('')).toMatch(/Enter a slug/);
  });
});
