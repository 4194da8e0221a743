export const confirm = {
  question: 'Are you sure you want to proceed?',
  yes: 'Yes',
  no: 'No',
} as const;
