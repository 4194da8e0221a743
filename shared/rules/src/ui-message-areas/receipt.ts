export const receipt = {
  loadFailed: 'The receipt could not be loaded.',
  copied: 'Receipt copied. Paste it wherever you want to share it.',
  copyFailed: 'This browser could not copy the receipt. Use Download or Print instead.',
  downloadFailed: 'The receipt image could not be made. Use Print instead.',
  preparingImage: 'Preparing image...',
} as const;
