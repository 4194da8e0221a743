import { fireEvent, screen } from '@testing-library/react';
import { PRODUCT, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { SITE_TEXT_PAGES, toParagraphs } from './siteTexts';
import { SiteTextPage } from './SiteTextPage';

const page = (path: string) => SITE_TEXT_PAGES.find((p) => p.path === path)!;

describe('toParagraphs', () => {
  it('splits on blank lines, keeps single line breaks, drops empty paragraphs', () => {
    expect(toParagraphs('One\r\n\r\nTwo\nstill two\n \n\n\nThree\n')).toEqual(['One', 'Two\nstill two', 'Three']);
    expect(toParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('SiteTextPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton, then the setting text as paragraphs under the page title', async () => {
    const getSettings = jest.fn(() =>
      Promise.resolve(
        ok([
          { key: 'ABOUT_US', value: 'Not this one' },
          { key: 'PRIVACY_POLICY', value: 'Effective from 2024.\n\nNot for children under 13.' },
        ]),
      ),
    );
    renderWithPlatform(<SiteTextPage page={page('policy')} />, { api: { getSettings }, user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Effective from 2024.')).toBeInTheDocument();
    expect(screen.getByText('Not for children under 13.').tagName).toBe('P');
    expect(screen.queryByText('Not this one')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe(`Privacy Policy | ${PRODUCT.name}`);
  });

  it('renders markup in the setting as text, never as HTML', async () => {
    const value = '<img src=x onerror="alert(1)"><b>bold</b>';
    const getSettings = jest.fn(() => Promise.resolve(ok([{ key: 'TERMS_OF_SERVICE', value }])));
    const { container } = renderWithPlatform(<SiteTextPage page={page('terms')} />, { api: { getSettings }, user: null });
    expect(await screen.findByText(value)).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('says so when the setting is missing or empty', async () => {
    const getSettings = jest.fn(() => Promise.resolve(ok([{ key: 'ABOUT_US', value: 'About' }])));
    renderWithPlatform(<SiteTextPage page={page('give-away')} />, { api: { getSettings }, user: null });
    const empty = await screen.findByText(UI_MESSAGES.content.empty);
    expect(empty.closest('.tu-state')!.querySelector('svg[data-illustration="empty"]')).not.toBeNull();
  });

  it('shows an error with Retry when the settings fail to load', async () => {
    const getSettings = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, { message: 'Server error' }))
      .mockResolvedValueOnce(ok([{ key: 'ACCOUNT_DELETION_POLICY', value: 'Write to support.' }]));
    renderWithPlatform(<SiteTextPage page={page('account-deletion-policy')} />, { api: { getSettings }, user: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.content.loadFailed);
    expect(alert.querySelector('svg[data-illustration="error"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Write to support.')).toBeInTheDocument();
    expect(getSettings).toHaveBeenCalledTimes(2);
  });

  it('maps every policy path to its setting key', () => {
    expect(Object.fromEntries(SITE_TEXT_PAGES.map((p) => [p.path, p.settingKey]))).toEqual({
      about: 'ABOUT_US',
      terms: 'TERMS_OF_SERVICE',
      policy: 'PRIVACY_POLICY',
      'give-away': 'GIVE_AWAY_POLICY',
      'account-deletion-policy': 'ACCOUNT_DELETION_POLICY',
    });
  });
});
