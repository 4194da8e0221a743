// The platform-semver and MF-runtime checks run on the server (api/src/modules/releases/compat.ts),
// so no client can skip them; re-exported for the deploy tooling.
export { federationMismatch, incompatibility, platformMismatch } from '../../api/src/modules/releases/compat';
