import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { describeDiff, versionDiff } from '../../../src/editor/versions/versionDiff';
import { sampleDocument } from '../store/actions/fixtures';

describe('what restoring a version changes in the draft', () => {
  it('the same document differs in nothing', () => {
    const doc = sampleDocument();
    expect(describeDiff(versionDiff(doc, doc))).toEqual(['The same as your draft']);
  });

  it('names the components added, removed and changed, by their labels', () => {
    const draft = sampleDocument();
    const version = produce(draft, (d) => {
      d.components = d.components.filter((c) => c.id !== 'b');
      d.components.push({ ...d.components[0]!, id: 'new', name: 'Welcome' });
      d.components[0]!.data = { content: '<p>Older words</p>' };
    });
    const diff = versionDiff(draft, version);
    expect(diff.added).toEqual(['Welcome']);
    expect(diff.removed).toEqual(['Image']);
    expect(diff.changed).toEqual(['Text']);
    expect(describeDiff(diff)).toEqual([
      '1 component added: Welcome',
      '1 component removed: Image',
      '1 component changed: Text',
    ]);
  });

  it('tells a theme, custom CSS or grid change apart from component changes', () => {
    const draft = sampleDocument();
    const version = produce(draft, (d) => {
      d.custom_css = '.one-text{color:red}';
      d.grid_config!.areas[0]!.endRow = 2;
    });
    const diff = versionDiff(draft, version);
    expect(diff).toMatchObject({ customCss: true, grid: true, theme: false, changed: [] });
    expect(describeDiff(diff)).toEqual(['Custom CSS changed', 'Areas and grid changed']);
    const themed = produce(draft, (d) => {
      d.theme = { ...(d.theme ?? {}), name: 'Other' } as typeof d.theme;
    });
    expect(versionDiff(draft, themed).theme).toBe(true);
  });
});
