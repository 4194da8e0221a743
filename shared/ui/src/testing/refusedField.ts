/** A field the form refused: marked invalid, its message read with it, and the focus moved to it. */
export function expectRefused(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}
