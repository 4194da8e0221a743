export const receipt = {
  processing: 'Processing',
} as const;
