/**
 * The browser's data saver (Chrome's Lite mode, "Save data" on Android): `navigator.connection.saveData`. When on,
 * images use their smallest copy and the map waits until asked (the server also sends the smallest image to a
 * request carrying `Save-Data: on`).
 */
export const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
