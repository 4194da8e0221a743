/** A mocked call that stays in flight until the test answers it: to see what a screen shows while it waits. */
export function heldCall() {
  let answer!: (value: unknown) => void;
  const call = jest.fn(() => new Promise((resolve) => (answer = resolve)));
  return { call, answer: (value: unknown) => answer(value) };
}
