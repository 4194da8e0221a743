// Small fake builds for the release tests: what `npm run build` leaves in a dist folder.
export interface FakeBuild {
  platform?: string;
  runtime?: string;
  label?: string;
  /** Changes the content, so the version. */
  body?: string;
  /** Extra bytes (an oversized upload). */
  padding?: number;
  /** What the build says it is, where it differs from `target`'s registration. */
  name?: string;
  container?: string;
  remote?: Partial<{ name: string; area: string; paths: string[]; nav: Array<{ label: string; to: string; menus: string[]; order: number; name?: string }>; widgets: string[]; exposes: Record<string, string> }>;
}

export function fakeBuild(target: string, options: FakeBuild = {}): Map<string, Buffer> {
  const platform = options.platform ?? '3.1.0';
  const buildInfo = {
    kind: target === 'shell' ? 'shell' : 'remote',
    name: options.name ?? target,
    version: '0.1.0',
    platformVersion: platform,
    federationRuntime: options.runtime ?? '2.9.0',
    buildLabel: options.label ?? '',
    inputHash: null,
    ...(target === 'shell'
      ? {}
      : {
          // Within the target's registration (migration 600): the area and a path it owns.
          remote: {
            name: options.name ?? target,
            area: target === 'admin' ? '/admin' : '/dashboard',
            paths: [target === 'admin' ? '/admin' : `/dashboard/${target}`],
            nav: [],
            widgets: [],
            exposes: { './routes': './src/routes.tsx' },
            ...options.remote,
          },
        }),
  };
  const body = `console.log(${JSON.stringify(`${target} ${options.body ?? 'one'}`)});${' '.repeat(options.padding ?? 0)}`;
  const files = new Map<string, Buffer>([['build-info.json', Buffer.from(JSON.stringify(buildInfo))]]);
  if (target === 'shell') {
    files.set('index.html', Buffer.from(`<!doctype html><html><head><title>Topup</title></head><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script><p>${options.label ?? ''}</p></body></html>`));
    files.set('main.1a2b3c4d.js', Buffer.from(body));
  } else {
    files.set('mf-manifest.json', Buffer.from(JSON.stringify({ name: options.container ?? `topup_${options.name ?? target}` })));
    files.set('remoteEntry.js', Buffer.from(body));
    files.set('static/js/routes.js', Buffer.from(`/* ${options.label ?? ''} */${body}`));
  }
  return files;
}

/** The publish call's body: path -> base64. */
export const uploadOf = (files: Map<string, Buffer>) => Object.fromEntries([...files].map(([path, content]) => [path, content.toString('base64')]));
