/**
 * One test per row of a table: `fn` given the row's input gives the row's
 * expected value (`toBe`). The rows name the tests, `%p -> %p` unless told.
 */
export function eachMaps<I, O>(
  fn: (input: I) => O,
  rows: ReadonlyArray<readonly [I, O]>,
  title = '%p -> %p',
): void {
  it.each(rows.map(([input, expected]) => [input, expected] as [I, O]))(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
