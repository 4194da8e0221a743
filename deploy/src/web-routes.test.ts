import { webRoute } from './web-routes';

describe('what a URL answers (the one table of the web tier)', () => {
  it.each([
    ['GET', '/api', { answer: 'forward', route: '/api/*' }],
    ['POST', '/api/v1/auth/login?x=1', { answer: 'forward', route: '/api/*' }],
    ['GET', '/media/x.png', { answer: 'forward', route: '/media/*' }],
    ['GET', '/apix', { answer: 'server' }],
    ['GET', '/registry.json?t=1', { answer: 'registry', route: '/registry.json' }],
    ['POST', '/registry.json', { answer: 'server' }],
    ['GET', '/store/shell/1.0/main.js', { answer: 'stored', route: '/store/shell/:version/*', at: { target: 'shell', version: '1.0', file: 'main.js' } }],
    ['HEAD', '/store/remotes/bills/2/a/b.js', { answer: 'stored', route: '/store/remotes/:name/:version/*', at: { target: 'bills', version: '2', file: 'a/b.js' } }],
    ['GET', '/store/remotes/bills/2/', { answer: 'server' }],
    ['GET', '/store/remotes/bills/../x.js', { answer: 'server' }],
    ['GET', '/store/shell/1.0/%2e%2e/x.js', { answer: 'server' }],
    ['GET', '/main.1a2b3c4d.js', { answer: 'stored', route: '/*', at: { target: 'shell', version: null, file: 'main.1a2b3c4d.js' } }],
    ['GET', '/assets//logo.1a2b3c4d.png', { answer: 'server' }],
    ['GET', '/dashboard/bills', { answer: 'server' }],
    ['GET', '/healthz', { answer: 'server' }],
  ])('%s %s', (method, url, expected) => {
    expect(webRoute(method, url)).toEqual(expected);
  });
});
