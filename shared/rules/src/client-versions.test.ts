import { describeClientVersions, formatClientVersions, parseClientVersions } from './client-versions';

describe('client versions header', () => {
  it('round-trips the shell and a remote', () => {
    const header = formatClientVersions({ shell: '0.1.0-abc123', bills: '0.1.0-def456' });
    expect(header).toBe('shell@0.1.0-abc123;bills@0.1.0-def456');
    expect(parseClientVersions(header)).toEqual({ shell: '0.1.0-abc123', bills: '0.1.0-def456' });
  });

  it.each([undefined, '', 'bills@1.0.0', 'shell@1;shell@2', 'shell@<script>', 'shell@1;'.repeat(5), `shell@${'1'.repeat(300)}`, 'Shell@1', 'shell@1;a@1;b@1;c@1;d@1'])(
    'ignores %p',
    (header) => expect(parseClientVersions(header)).toBeNull(),
  );
});

test('the back office reads them shell first', () => {
  expect(describeClientVersions({ bills: '0.1.0-b', shell: '0.1.0-s' })).toBe('shell 0.1.0-s, bills 0.1.0-b');
});
