/** Replaces what a field holds as a person would: clears it, then types the new text. */
export async function retype(user: { clear(element: Element): Promise<void>; type(element: Element, text: string): Promise<void> }, field: Element, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}
