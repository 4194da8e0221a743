/**
 * The label a release build was made with (BUILD_LABEL at build time, inlined by rspack's
 * DefinePlugin). Where nothing defines `process` (a build without the define) it is absent.
 */
function readBuildLabel(): string {
  try {
    return process.env.BUILD_LABEL ?? '';
  } catch {
    return '';
  }
}

/** BUILD_FAULT at build time: `render` makes the build throw on render (the automatic canary rollback journey). */
function readBuildFault(): string {
  try {
    return process.env.BUILD_FAULT ?? '';
  } catch {
    return '';
  }
}

/**
 * A remote's screen shows it (bills, account): release journeys tell two versions apart on screen.
 * In @topup/ui, bundled into each remote, so each build shows its own label.
 */
export function BuildLabel() {
  if (readBuildFault() === 'render') throw new Error('this build was made to fail on render (BUILD_FAULT=render)');
  const label = readBuildLabel();
  if (!label) return null;
  return (
    <p className="tu-build-label" data-testid="build-label">
      {label}
    </p>
  );
}
