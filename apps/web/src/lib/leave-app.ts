/** Loads a page that is not one of the app's routes (a payment's checkout) in place of the app. */
export const leaveAppFor = (url: string) => window.location.assign(url);
