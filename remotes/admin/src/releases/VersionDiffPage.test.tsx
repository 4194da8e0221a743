import { screen, within } from '@testing-library/react';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import type { VersionDiff } from '@topup/wire';
import { fakeHttp } from '../testing/fakeHttp';
import { VersionDiffPage } from './VersionDiffPage';

jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

const asRelease = { user: { ...testUser, email: 'rm@example.com', role: 'release' as const } };
const side = (version: string, label: string, runtime: string) => ({
  version,
  publishedAt: '2026-11-26T08:00:00.000Z',
  publishedBy: 'token:bills-ci',
  platformVersion: '3.1.0',
  federationRuntime: runtime,
  buildLabel: label,
  sourceHash: 'aeac8809b1fcf108',
  size: 204_800,
  firstLoadBrotli: 30_720,
});
const diff: VersionDiff = {
  target: 'bills',
  from: side('bills-a', 'Release A', '2.9.0'),
  to: side('bills-b', 'Release B', '2.9.2'),
  added: [{ path: '562.new.js', size: 2048 }],
  removed: [{ path: '181.old.js', size: 512 }],
  changed: [{ path: '__federation_expose_routes.js', fromSize: 10_240, toSize: 11_264 }],
  shared: [
    { name: 'react', from: '19.3.1', to: '19.3.1' },
    { name: 'react-router-dom', from: '7.18.4', to: '7.18.5' },
  ],
};

describe('What changed', () => {
  it('shows both versions side by side, the files with their sizes and the shared dependencies', async () => {
    const http = fakeHttp({ 'admin/releases/bills/diff/': diff });
    renderWithPlatform(<VersionDiffPage />, { ...asRelease, route: '/admin/releases/bills/diff?from=bills-a&to=bills-b', path: '/admin/releases/:target/diff' });
    const versions = await screen.findByRole('table', { name: 'The two versions' });
    expect(http.get).toHaveBeenCalledWith('admin/releases/bills/diff/', { params: { from: 'bills-a', to: 'bills-b' } });
    expect(within(versions).getByRole('row', { name: /MF runtime/ })).toHaveTextContent('MF runtime2.9.02.9.2');
    expect(within(versions).getByRole('row', { name: /First load/ })).toHaveTextContent('30.0 KB');
    expect(within(versions).getByRole('row', { name: /Published/ })).toHaveTextContent('by token:bills-ci');
    const files = screen.getByRole('table', { name: 'Files added, removed and changed' });
    expect(within(files).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '__federation_expose_routes.jschanged10.0 KB11.0 KB',
      '181.old.jsremoved512 B–',
      '562.new.jsadded–2.0 KB',
    ]);
    const shared = screen.getByRole('table', { name: 'Shared dependencies' });
    expect(within(shared).getByRole('row', { name: /react-router-dom/ })).toHaveTextContent('7.18.47.18.5 (changed)');
    expect(within(shared).getByRole('row', { name: /^react 19/ })).not.toHaveTextContent('(changed)');
  });
});
