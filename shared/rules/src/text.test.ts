import { receiptResponseText, routeHeading, sentenceCase } from './text';
import { eachMaps } from './testing/each-maps';

describe('sentenceCase', () => {
  eachMaps(sentenceCase, [
    ['wallet-transfer', 'Wallet transfer'],
    ['TRANSFER_BONUS', 'Transfer bonus'],
    ['  airtime   cash ', 'Airtime cash'],
    ['history', 'History'],
    ['', ''],
  ]);
});

describe('routeHeading', () => {
  eachMaps(routeHeading, [
    ['/dashboard', 'Dashboard'],
    ['/dashboard/wallet-transfer', 'Wallet transfer'],
    ['/dashboard/bills/airtime-cash', 'Airtime to Cash'],
    ['/dashboard/bills/education', 'Result PIN'],
    ['/dashboard/setting', 'Settings'],
    ['/dashboard/bills/cable', 'Cable TV'],
    ['/dashboard/history', 'Transactions'],
    ['/dashboard/receipt/42', 'Receipt'],
    ['/dashboard/shop/product-detail/7', 'Product'],
    ['/dashboard/shop/product/3/', 'Products'],
    ['/dashboard/update-profile?tab=bank', 'Update profile'],
    ['/dashboard/receipt/0b7c3a52-9d7e-4c1a-a2d4-6f0e2b1c9a10', 'Receipt'],
    ['/dashboard/receipt/abc', 'Receipt'],
    ['/dashboard/receipt/TXN-20240101-X7Q', 'Receipt'],
    ['/', ''],
  ]);
});

describe('receiptResponseText', () => {
  it('shows Processing while the response is empty', () => {
    expect(receiptResponseText(null)).toBe('Processing');
    expect(receiptResponseText(undefined)).toBe('Processing');
    expect(receiptResponseText('  ')).toBe('Processing');
    expect(receiptResponseText('TRANSACTION SUCCESSFUL')).toBe('TRANSACTION SUCCESSFUL');
  });
});
