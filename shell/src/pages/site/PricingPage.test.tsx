import { fireEvent, screen, within } from '@testing-library/react';
import { PACKAGE_TYPE } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { PricingPage } from './PricingPage';

const plan = (title: string, amount: number, vendorAmount = amount) => ({ title, amount, vendor_amount: vendorAmount, code: title, description: title });
const NETWORKS = [
  { id: 1, title: 'MTN', image: '', description: '', key: 'mtn', products: [plan('500MB - 30 Days', 130, 125), plan('1GB - 30 Days', 260, 245), plan('2GB - 30 Days', 520)] },
  { id: 2, title: 'Airtel', image: '', description: '', key: 'airtel', products: [plan('1GB - 30 Days', 270)] },
  { id: 3, title: 'Glo', image: '', description: '', key: 'glo', products: [plan('1GB - 30 Days', 250)] },
  { id: 4, title: '9mobile', image: '', description: '', key: '9mobile', products: [plan('1GB - 30 Days', 1280.5)] },
];

describe('PricingPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists each network with its data plans and prices in naira', async () => {
    const getPackages = jest.fn(() => Promise.resolve(ok(NETWORKS)));
    renderWithPlatform(<PricingPage />, { api: { getPackages }, user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices');

    const mtn = await screen.findByRole('region', { name: 'MTN' });
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.data);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    const rows = within(mtn).getAllByRole('row').slice(1).map((row) => row.textContent);
    // Customer and vendor prices side by side (ADR 0026).
    expect(within(mtn).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Plan', 'Price', 'Vendor price']);
    expect(rows).toEqual(['500MB - 30 Days₦130.00₦125.00', '1GB - 30 Days₦260.00₦245.00', '2GB - 30 Days₦520.00₦520.00']);
    expect(within(screen.getByRole('region', { name: '9mobile' })).getAllByText('₦1,280.50')).toHaveLength(2);
  });

  it('offers Become A Vendor as a link to the vendor application in Settings (sign-in first when needed)', () => {
    renderWithPlatform(<PricingPage />, { api: { getPackages: jest.fn(() => new Promise(() => undefined)) }, user: null });
    expect(screen.getByRole('link', { name: 'Become A Vendor' })).toHaveAttribute('href', '/dashboard/setting#vendor');
  });

  it('shows an error with Retry when the catalogue fails to load', async () => {
    const getPackages = jest
      .fn()
      .mockRejectedValueOnce(httpError(503, { message: 'Unavailable' }))
      .mockResolvedValueOnce(ok(NETWORKS.slice(0, 1)));
    renderWithPlatform(<PricingPage />, { api: { getPackages }, user: null });
    expect((await screen.findByRole('alert')).querySelector('svg[data-illustration="error"]')).not.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'MTN' })).toBeInTheDocument();
  });
});
