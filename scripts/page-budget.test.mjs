import { describe, expect, it } from 'vitest';
import { pageScripts, pageTotals } from './page-budget.mjs';

// Rollup's output chunks as the build sees them: `imports` are static imports, `moduleIds` the modules each holds.
const src = '/app/src';
const chunk = (fileName, moduleIds, imports = [], isEntry = false) => ({
  fileName,
  isEntry,
  imports,
  moduleIds,
});
const chunks = [
  chunk('assets/index-1.js', [`${src}/main.tsx`], ['assets/react-1.js'], true),
  chunk('assets/react-1.js', ['/app/node_modules/react/index.js']),
  chunk(
    'assets/form-1.js',
    [`${src}/components/form/controls.tsx`],
    ['assets/index-1.js', 'assets/zod-1.js'],
  ),
  chunk('assets/zod-1.js', ['/app/node_modules/zod/index.js']),
  chunk('assets/catalogue-1.js', [`${src}/lib/catalogue.ts`], ['assets/index-1.js']),
  // The donation dialog is imported on an action only (a dynamic import), so no page's static imports name it.
  chunk(
    'assets/home-page-1.js',
    [`${src}/features/home/home-page.tsx`],
    ['assets/index-1.js', 'assets/react-1.js'],
  ),
  chunk('assets/register-page-1.js', [`${src}/features/auth/register-page.tsx`], ['assets/form-1.js']),
  chunk('assets/donation-modal-1.js', [`${src}/features/donations/donation-modal.tsx`], ['assets/form-1.js']),
];

describe('pageScripts', () => {
  it('gives each page its own chunk, their static imports, the entry and the catalogue, each once', () => {
    expect(pageScripts(chunks, src)).toEqual([
      {
        page: 'auth/register-page',
        files: [
          'assets/register-page-1.js',
          'assets/form-1.js',
          'assets/index-1.js',
          'assets/react-1.js',
          'assets/zod-1.js',
          'assets/catalogue-1.js',
        ],
      },
      {
        page: 'home/home-page',
        files: ['assets/home-page-1.js', 'assets/index-1.js', 'assets/react-1.js', 'assets/catalogue-1.js'],
      },
    ]);
  });

  it('finds a page and the catalogue in whichever chunk they were merged into', () => {
    const merged = chunks
      .filter((item) => !['assets/catalogue-1.js', 'assets/register-page-1.js'].includes(item.fileName))
      .map((item) =>
        item.fileName === 'assets/form-1.js'
          ? { ...item, moduleIds: [...item.moduleIds, `${src}/features/auth/register-page.tsx`] }
          : item.isEntry
            ? { ...item, moduleIds: [...item.moduleIds, `${src}/lib/catalogue.ts`] }
            : item,
      );
    expect(pageScripts(merged, src)).toEqual([
      {
        page: 'auth/register-page',
        files: ['assets/form-1.js', 'assets/index-1.js', 'assets/react-1.js', 'assets/zod-1.js'],
      },
      { page: 'home/home-page', files: ['assets/home-page-1.js', 'assets/index-1.js', 'assets/react-1.js'] },
    ]);
  });

  it('refuses chunks without one entry, without the catalogue or without any page', () => {
    expect(() =>
      pageScripts(
        chunks.filter((item) => !item.isEntry),
        src,
      ),
    ).toThrow(/one entry chunk/);
    expect(() =>
      pageScripts(
        chunks.filter((item) => item.fileName !== 'assets/catalogue-1.js'),
        src,
      ),
    ).toThrow(/no chunk holds lib\/catalogue\.ts/);
    expect(() =>
      pageScripts(
        chunks.filter((item) => !item.fileName.includes('-page-')),
        src,
      ),
    ).toThrow(/no chunk holds a features/);
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
