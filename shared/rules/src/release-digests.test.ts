import { parseReleaseDigests } from './release-digests';

const digest = `sha384-${'A'.repeat(64)}`;

test('a table of paths and SHA-384 digests is read as is', () => {
  expect(parseReleaseDigests({ files: { 'remoteEntry.js': digest, 'css/a.css': digest } })).toEqual({ files: { 'remoteEntry.js': digest, 'css/a.css': digest } });
});

it.each([null, {}, { files: [] }, { files: { '../x.js': digest } }, { files: { '/x.js': digest } }, { files: { 'x.js': 'sha256-abc' } }, { files: { 'x.js': 1 } }])(
  'anything else is no table: %p',
  (body) => expect(parseReleaseDigests(body)).toBeNull(),
);
