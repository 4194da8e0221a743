export const contact = {
  title: 'Write to us',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  messageRequired: 'Message is required',
} as const;
