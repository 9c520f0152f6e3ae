import { describe, expect, it } from 'vitest';
import { chunkFiles, EDITOR_MODULE, injectModulePreloads } from '../../server/static/indexHtml';

const manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_LayoutRenderer-2.js'] },
  '_LayoutRenderer-2.js': { file: 'assets/LayoutRenderer-2.js' },
  '_staticLayout-3.js': { file: 'assets/staticLayout-3.js', imports: ['_LayoutRenderer-2.js'] },
  [EDITOR_MODULE]: {
    file: 'assets/EditorApp-4.js',
    imports: ['_LayoutRenderer-2.js', 'index.html', '_staticLayout-3.js'],
  },
};

describe('/editor preloads the editor chunk (editor load to interactive)', () => {
  it('lists the editor chunk and every chunk it imports, once each', () => {
    expect(chunkFiles(manifest, EDITOR_MODULE)).toEqual([
      'assets/EditorApp-4.js',
      'assets/LayoutRenderer-2.js',
      'assets/main-1.js',
      'assets/staticLayout-3.js',
    ]);
    expect(chunkFiles(manifest, 'src/missing.tsx')).toEqual([]);
  });

  it('adds a modulepreload link for each file the page does not load already', () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/main-1.js"></script></head></html>';
    const out = injectModulePreloads(html, chunkFiles(manifest, EDITOR_MODULE));
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/EditorApp-4.js">');
    expect(out).toContain('href="/assets/staticLayout-3.js"');
    expect(out).not.toContain('modulepreload" crossorigin href="/assets/main-1.js"');
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'));
  });
});
