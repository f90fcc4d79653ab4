// The JavaScript each page (route) needs before it shows: the entry chunk and its static imports, the chunk that
// holds the page's module and its static imports, and the chunk holding the catalogue every page loads with it
// (app/router.tsx). Chunks a page imports only on an action (the donation dialog, the QR scanner) are not counted:
// they are not needed to show it. Worked out from the build's chunks (apps/web/vite.config.ts writes the result to
// .vite/page-scripts.json), not from Vite's manifest, which names a module only while it heads a chunk of its own:
// small chunks are merged into others, pages included.

/** A page module, as app/router.tsx finds them (import.meta.glob('../features/*\/*-page.tsx')), from `src/`. */
const PAGE = /^features\/([^/]+\/[^/]+-page)\.tsx$/;
const CATALOGUE = 'lib/catalogue.ts';

/** The files a chunk needs loaded with it, itself first, then its static imports, each once (added to `into`). */
export function withStaticImports(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk, into = new Set()) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) closure(byFile.get(file), into);
    return into;
  };
  return closure;
}

/**
 * For each page ('home/home-page'…), the JavaScript files it needs (each once, its own chunk first), sorted by page.
 * `chunks` are Rollup's output chunks (`fileName`, `isEntry`, `imports`, `moduleIds`); `src` is the web app's
 * source folder.
 */
export function pageScripts(chunks, src) {
  const closure = withStaticImports(chunks);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`page-budget: expected one entry chunk, found ${entries.length}`);
  const catalogue = chunks.find((chunk) => chunk.moduleIds.includes(`${src}/${CATALOGUE}`));
  if (!catalogue) throw new Error(`page-budget: no chunk holds ${CATALOGUE}`);
  const shared = closure(catalogue, closure(entries[0]));
  const pages = chunks
    .flatMap((chunk) =>
      chunk.moduleIds.map((id) => ({
        chunk,
        page: id.startsWith(`${src}/`) ? PAGE.exec(id.slice(src.length + 1))?.[1] : undefined,
      })),
    )
    .filter(({ page }) => page)
    .map(({ chunk, page }) => ({ page, files: [...new Set([...closure(chunk), ...shared])] }))
    .sort((a, b) => a.page.localeCompare(b.page));
  if (pages.length === 0) throw new Error('page-budget: no chunk holds a features/*/*-page.tsx module');
  return pages;
}

/** Each page's total (bytes, by `sizeOf(file)`), its budget (`budgets[page]`, else `fallback`) and whether it is over. */
export function pageTotals(pages, sizeOf, budgets, fallback) {
  return pages
    .map(({ page, files }) => ({
      page,
      total: files.reduce((sum, file) => sum + sizeOf(file), 0),
      budget: budgets[page] ?? fallback,
    }))
    .map((row) => ({ ...row, over: row.total > row.budget }));
}
