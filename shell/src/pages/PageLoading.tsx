/** Shown while a lazily loaded part of the shell (a layout and its pages) arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="tu-visually-hidden">Loading</span>
    </div>
  );
}
