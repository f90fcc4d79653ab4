/** The installable app's texts: the offline banner and page, actions that need a connection, updates, data saver. */
export const offline = {
  banner: "You're offline — showing what you saw last",
  savedAt: 'Saved {{time}}',
  pageTitle: "You're offline",
  pageBody:
    "This page hasn't been opened on this device yet, so there is nothing saved to show. Check your connection and try again.",
  tryAgain: 'Try again',
  needsConnection: "This needs a connection. Nothing was sent — try again when you're back online.",
  updateReady: 'A new version of Tabang is ready.',
  reload: 'Reload for the new version',
  later: 'Later',
  showMap: 'Show map',
  mapSaved: 'The map is hidden to save data.',
} as const;
