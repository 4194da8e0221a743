export const layout = {
  assetsFailed: 'Failed to load some assets:',
} as const;
