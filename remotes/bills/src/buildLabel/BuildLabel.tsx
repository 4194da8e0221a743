import './buildLabel.css';

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

export function BuildLabel() {
  const label = readBuildLabel();
  if (!label) return null;
  return (
    <p className="bills-build-label" data-testid="bills-build-label">
      {label}
    </p>
  );
}
