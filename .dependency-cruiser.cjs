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
    {
      name: 'deploy-imports-api-internals',
      comment:
        'deploy/ uses the API through HTTP or what the API publishes to it (`@topup/api/web-tier`, ADR 0046); its tests may also use the API test kit (api/test).',
      severity: 'error',
      from: { path: '^deploy/' },
      to: { path: '^api/', pathNot: '^api/(web-tier\\.ts$|test/)' },
    },
    {
      name: 'deploy-runs-api-test-kit',
      comment: 'Only tests use the API test kit: what deploy/ ships never does.',
      severity: 'error',
      from: { path: '^deploy/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^api/test/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: a module and what it imports form a tree, so each can be read, tested and moved on its own (ADR 0046).',
      severity: 'error',
      from: {},
      to: { circular: true },
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
