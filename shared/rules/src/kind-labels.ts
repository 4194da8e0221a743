// A purchase kind's name where its rules are not needed (the public home page): a module of its
// own, so that page does not carry every kind's rules and messages (purchase-kinds.ts).
export const EDUCATION_LABEL = 'Result PIN';
