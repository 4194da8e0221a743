/** The app-wide error screen (a screen threw, or its code could not be loaded). */
export const appError = {
  title: 'Something went wrong',
  unexpected: 'This page ran into a problem. Reloading usually fixes it.',
  newVersion: 'A new version of the app is available. Reload to continue.',
  reload: 'Reload',
} as const;
