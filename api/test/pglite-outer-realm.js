// See test/environment.js.
module.exports = globalThis.__outerRealmPglite;
