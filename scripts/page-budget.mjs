// The JavaScript each page (route) needs before it shows, read from Vite's build manifest (.vite/manifest.json,
// apps/web/vite.config.ts): the entry chunk and its static imports, the page's own chunk and its static imports,
// and the catalogue chunk every page loads with it (app/router.tsx). Chunks a page imports only on an action (the
// donation dialog, the QR scanner) are not counted: they are not needed to show it.

/** A page module, as app/router.tsx finds them (import.meta.glob('../features/*\/*-page.tsx')). */
const PAGE = /^src\/features\/([^/]+\/[^/]+-page)\.tsx$/;
const CATALOGUE = 'src/lib/catalogue.ts';

/**
 * For each page ('home/home-page'…), the JavaScript files it needs (paths in the build folder, each once), sorted
 * by page. `manifest` is the parsed .vite/manifest.json.
 */
export function pageScripts(manifest) {
  const closure = (key, into = new Set()) => {
    const item = manifest[key];
    if (!item) throw new Error(`page-budget: the build manifest has no ${key}`);
    if (into.has(item.file)) return into;
    into.add(item.file);
    for (const imported of item.imports ?? []) closure(imported, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`page-budget: expected one entry chunk, found ${entries.length}`);
  // The catalogue module only re-exports the shared package's, so the manifest may name its chunk instead.
  const catalogue =
    CATALOGUE in manifest
      ? CATALOGUE
      : Object.keys(manifest).find(
          (key) => manifest[key].isDynamicEntry && manifest[key].name === 'catalogue',
        );
  if (!catalogue) throw new Error(`page-budget: the build manifest has no ${CATALOGUE}`);
  const shared = closure(catalogue, closure(entries[0]));
  const pages = Object.keys(manifest)
    .map((key) => [key, PAGE.exec(key)?.[1]])
    .filter(([, page]) => page)
    .map(([key, page]) => ({ page, files: [...closure(key, new Set(shared))] }))
    .sort((a, b) => a.page.localeCompare(b.page));
  if (pages.length === 0) throw new Error('page-budget: the build manifest names no *-page.tsx module');
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
