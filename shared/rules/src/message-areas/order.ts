export const order = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  quantityTooLow: 'Quantity can not be less than 1', // not in spec
} as const;
