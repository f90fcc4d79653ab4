import { describe, expect, it } from 'vitest';
import { pageScripts, pageTotals } from './page-budget.mjs';

// A build manifest as Vite writes it: keys are source paths (or _shared-chunk names), imports name other keys.
const manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['index.html', '_zod-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'src/lib/catalogue.ts': { file: 'assets/catalogue-1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-1.js'],
    // Loaded on an action, not to show the page.
    dynamicImports: ['src/features/donations/donation-modal.tsx'],
  },
  'src/features/auth/register-page.tsx': {
    file: 'assets/register-page-1.js',
    isDynamicEntry: true,
    imports: ['_form-1.js'],
  },
  'src/features/donations/donation-modal.tsx': {
    file: 'assets/donation-modal-1.js',
    isDynamicEntry: true,
    imports: ['_form-1.js'],
  },
};

describe('pageScripts', () => {
  it('gives each page the entry, the catalogue, its own chunk and their static imports, each once', () => {
    expect(pageScripts(manifest)).toEqual([
      {
        page: 'auth/register-page',
        files: [
          'assets/index-1.js',
          'assets/react-1.js',
          'assets/catalogue-1.js',
          'assets/register-page-1.js',
          'assets/form-1.js',
          'assets/zod-1.js',
        ],
      },
      {
        page: 'home/home-page',
        files: ['assets/index-1.js', 'assets/react-1.js', 'assets/catalogue-1.js', 'assets/home-page-1.js'],
      },
    ]);
  });

  it('finds the catalogue by its chunk name when the module only re-exports (the manifest then keys its chunk)', () => {
    const { 'src/lib/catalogue.ts': catalogue, ...rest } = manifest;
    const renamed = { ...rest, '_catalogue-1.js': { ...catalogue, name: 'catalogue' } };
    expect(pageScripts(renamed)).toEqual(pageScripts(manifest));
  });

  it('refuses a manifest without its entry, its catalogue or any page, or naming a missing chunk', () => {
    const { 'index.html': _entry, ...noEntry } = manifest;
    expect(() => pageScripts(noEntry)).toThrow(/one entry chunk/);
    const { 'src/lib/catalogue.ts': _catalogue, ...noCatalogue } = manifest;
    expect(() => pageScripts(noCatalogue)).toThrow(/no src\/lib\/catalogue\.ts/);
    expect(() =>
      pageScripts({
        'index.html': manifest['index.html'],
        '_react-1.js': manifest['_react-1.js'],
        'src/lib/catalogue.ts': manifest['src/lib/catalogue.ts'],
      }),
    ).toThrow(/no \*-page\.tsx/);
  });
});

describe('pageTotals', () => {
  it('adds up each page and marks the ones over their budget (or the fallback for a page without one)', () => {
    const sizes = { a: 100, b: 50, c: 30 };
    const pages = [
      { page: 'x/one-page', files: ['a', 'b'] },
      { page: 'x/two-page', files: ['a', 'c'] },
      { page: 'x/new-page', files: ['a', 'b', 'c'] },
    ];
    expect(pageTotals(pages, (file) => sizes[file], { 'x/one-page': 150, 'x/two-page': 129 }, 170)).toEqual([
      { page: 'x/one-page', total: 150, budget: 150, over: false },
      { page: 'x/two-page', total: 130, budget: 129, over: true },
      { page: 'x/new-page', total: 180, budget: 170, over: true },
    ]);
  });
});
