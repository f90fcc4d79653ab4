/**
 * Whether the page on screen is the one the app opened with, on that first visit: ended by the first navigation
 * (app/scroll-restoration.ts). A long list may then commit its first screen before the rest, so a slow phone paints
 * the top sooner; on any later visit it draws everything at once, so Back returns to the place the reader had
 * scrolled to.
 */
let firstVisit = true;

export const isFirstVisit = () => firstVisit;

export function endFirstVisit() {
  firstVisit = false;
}
