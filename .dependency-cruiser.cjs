/**
 * The dependency rules of ARCHITECTURE.md, checked in CI (`npm run lint:deps`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-shell',
      comment: 'A remote never imports the shell.',
      severity: 'error',
      from: { path: '^remotes/' },
      to: { path: '^shell/' },
    },
    {
      name: 'remote-imports-other-remote',
      comment: 'A remote never imports another remote.',
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/', pathNot: '^remotes/$1/' },
    },
    {
      name: 'shell-imports-remote',
      comment: 'The shell loads remotes at run time through the registry, never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^remotes/' },
    },
    {
      name: 'rules-import-ours',
      comment: 'shared/rules imports nothing of ours: the API and every screen use it.',
      severity: 'error',
      from: { path: '^shared/rules/' },
      to: { path: '^(shared/(?!rules/)|shell/|remotes/|api/|deploy/)' },
    },
    {
      name: 'api-imports-react',
      comment: 'The API imports no React code (only shared/rules and types from the api-client).',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '(^shell/|^remotes/|^shared/(ui|platform)/|node_modules/react)' },
    },
    {
      name: 'wire-is-pure',
      comment: 'shared/wire (the wire schemas) imports only shared/rules and TypeBox: the API and browsers both load it.',
      severity: 'error',
      from: { path: '^shared/wire/' },
      to: { path: '(^shared/(?!rules/|wire/)|node_modules/(?!@sinclair/typebox))' },
    },
    {
      name: 'shared-imports-apps',
      comment: 'Shared packages never import the shell, a remote or the API.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|remotes|api)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.release|\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
  },
};
