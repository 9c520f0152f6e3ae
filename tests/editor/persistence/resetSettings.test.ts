import { describe, expect, it } from 'vitest';
import { resetSettingsSentence } from '../../../src/editor/persistence/resetSettings';
import type { ResetField } from '../../../src/schema/layout/parseLayout';

const components = [
  { id: 'buy', type: 'button' },
  { id: 'intro', type: 'text' },
];

describe('the notice of stored values that went back to their defaults', () => {
  it('says nothing when nothing was reset', () => {
    expect(resetSettingsSentence(components, {})).toBeNull();
  });

  it('names a few by block, field, stored value and reason, and counts the rest', () => {
    const field = (path: string, value: unknown): ResetField => ({ path, message: 'why', value });
    const sentence = resetSettingsSentence(components, {
      buy: [
        field('components.0.data.link', 'www.brand.com'),
        field('components.0.styles.padding', '-4px'),
      ],
      intro: [field('components.1.data.content', 42), field('components.1.styles.margin', 'x')],
    });
    expect(sentence).toContain('4 stored settings did not fit and went back to their defaults');
    expect(sentence).toContain('button buy, content: link “www.brand.com” (why)');
    expect(sentence).toContain('button buy, styles: padding “-4px” (why)');
    expect(sentence).toContain('text intro, content: content “42” (why)');
    expect(sentence).toContain('; and 1 more.');
  });

  it('a report that is not a list of reports (a damaged page) is left out, and the layout still opens', () => {
    const damaged = { buy: 'not a list', intro: [null, { path: 'components.1.data.content' }] };
    expect(() =>
      resetSettingsSentence(components, damaged as unknown as Record<string, ResetField[]>),
    ).not.toThrow();
    expect(
      resetSettingsSentence(components, damaged as unknown as Record<string, ResetField[]>),
    ).toContain('text intro, content: content “(empty)”');
  });
});
