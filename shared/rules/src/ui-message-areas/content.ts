export const content = {
  loadFailed: 'We could not load this page. Please check your connection and try again.',
  empty: 'There is nothing here yet.',
} as const;
