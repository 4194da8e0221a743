// Small fake builds for the release tests: what `npm run build` leaves in a dist folder.
export interface FakeBuild {
  platform?: string;
  runtime?: string;
  label?: string;
  /** Changes the content, so the version. */
  body?: string;
  /** Extra bytes (an oversized upload). */
  padding?: number;
}

export function fakeBuild(target: string, options: FakeBuild = {}): Map<string, Buffer> {
  const platform = options.platform ?? '3.1.0';
  const buildInfo = {
    kind: target === 'shell' ? 'shell' : 'remote',
    name: target,
    version: '0.1.0',
    platformVersion: platform,
    federationRuntime: options.runtime ?? '2.9.0',
    buildLabel: options.label ?? '',
    inputHash: null,
    ...(target === 'shell'
      ? {}
      : { remote: { name: target, area: target, paths: [`/dashboard/${target}`], nav: [], widgets: [], exposes: { './routes': './src/routes.tsx' } } }),
  };
  const body = `console.log(${JSON.stringify(`${target} ${options.body ?? 'one'}`)});${' '.repeat(options.padding ?? 0)}`;
  const files = new Map<string, Buffer>([['build-info.json', Buffer.from(JSON.stringify(buildInfo))]]);
  if (target === 'shell') {
    files.set('index.html', Buffer.from(`<!doctype html><html><head><title>Topup</title></head><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script><p>${options.label ?? ''}</p></body></html>`));
    files.set('main.1a2b3c4d.js', Buffer.from(body));
  } else {
    files.set('mf-manifest.json', Buffer.from(JSON.stringify({ name: `topup_${target}` })));
    files.set('remoteEntry.js', Buffer.from(body));
    files.set('static/js/routes.js', Buffer.from(`/* ${options.label ?? ''} */${body}`));
  }
  return files;
}

/** The publish call's body: path -> base64. */
export const uploadOf = (files: Map<string, Buffer>) => Object.fromEntries([...files].map(([path, content]) => [path, content.toString('base64')]));
