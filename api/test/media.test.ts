import { PACKAGES, PACKAGE_TYPES } from '../src/db/catalogue-data';
import { useTestApp } from './support';


const { app } = useTestApp();

const get = (url: string) => app.inject({ method: 'GET', url });

describe('/media/: the catalogue images', () => {
  it('serves a network logo as an SVG image', async () => {
    const res = await get('/media/networks/mtn.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 96 96"[^>]*role="img"[^>]*aria-label="MTN"/);
  });

  const images = [...new Set([...PACKAGE_TYPES, ...PACKAGES].map((entry) => entry.image))];

  it.each(images)('serves %s, named for screen readers', async (image) => {
    const res = await get(image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/<svg [^>]*role="img"[^>]*aria-label="[^"]+"/);
  });

  it('answers 404 for a missing file and never serves outside the media folder', async () => {
    expect((await get('/media/networks/nope.svg')).statusCode).toBe(404);
    const outside = await get('/media/../package.json');
    expect(outside.body).not.toContain('"dependencies"');
  });
});
