// What the API publishes to the web tier (`@topup/api/web-tier`, ADR 0046): the release tables'
// reads a web server follows (ADR 0018: it reads them itself, so it keeps serving while the API
// restarts), the signed cookies and tickets both sides check, the store's file types, and for
// `npm start` and tests the store itself. deploy/ imports nothing else of the API: a dependency
// rule keeps it so (.dependency-cruiser.cjs `deploy-imports-api-internals`), and everything here
// may change inside the API as long as these names keep their meaning.
export type { Db, Queryable } from './src/db/client';
export { listenForNotifications } from './src/db/notifications';
export { migrate } from './src/db/migrate';
export { openDb } from './src/db/open';
export { PgliteDb } from './src/db/pglite';
export { PostgresDb, poolerOptionsFromEnv } from './src/db/postgres';
export { createDrain, drainMsFromEnv, type Drain } from './src/http/drain';
export { logFormatOf, loggerOptions } from './src/http/logging';
export { RELEASE_UPLOAD_LIMIT_BYTES } from './src/config';
export { metricsRefusal } from './src/metrics/access';
export { STORE_CSP, storeContentType } from './src/modules/releases/file-types';
export { healthTicketKey, signHealthTicket, verifyHealthTicket } from './src/modules/releases/health-ticket';
export { PREVIEW_COOKIE, previewKey, signPreview, verifyPreview, type Preview } from './src/modules/releases/preview';
export { buildHash } from './src/modules/releases/publish';
export { readFile, readGeneration, readRegistry, readVersionFiles, type FileBody } from './src/modules/releases/queries';
export { createReleaseStore, type ReleaseStore } from './src/modules/releases/store';
export { readRegistrations } from './src/modules/releases/targets';
export { TAR, tarOf } from './src/modules/releases/tar-upload';
export { createReleaseTokens } from './src/modules/releases/tokens';
export { createStaff } from './src/cli/admin-commands';
