// What the build derives from a remote's remote.json (ADR 0009). Plain CommonJS: rspack configs and
// deploy both read it.

/** The routes module, and one module per widget at `src/widgets/<Name>.tsx`. */
const exposesOf = (declaration) =>
  Object.fromEntries([
    ['./routes', './src/routes.tsx'],
    ...declaration.widgets.map((widget) => [`./${widget}`, `./src/widgets/${widget}.tsx`]),
  ]);

/** Each route cut at its first parameter; prefixes nested under another are dropped (see declaration.ts). */
function ownedPrefixes(routes) {
  const prefixes = [...new Set(routes.map((route) => {
    const segments = route.split('/');
    const firstParam = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
    return (firstParam === -1 ? segments : segments.slice(0, firstParam)).join('/') || '/';
  }))].sort();
  return prefixes.filter((p) => !prefixes.some((other) => p !== other && p.startsWith(other === '/' ? '/' : `${other}/`)));
}

module.exports = { exposesOf, ownedPrefixes };
