import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFETY_MESSAGES, VENDOR_MESSAGES, VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { TEST_PIN, httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { VendorSettings } from './VendorSettings';

const customerStatus = { level: 'customer', application: null, webhook_url: null };
const key = { id: 7, name: 'server', prefix: 'tnk_live_abcdefg', allowed_ips: [], created_at: '2026-11-26T10:00:00Z', last_used_at: null, revoked_at: null };
const usage = { purchases: 3, amount: 720, delivered: 2, pending: 0, failed: 1, callbacks_delivered: 3, callbacks_pending: 0, callbacks_failed: 0, test_purchases: 0, test_amount: 0 };

describe('VendorSettings', () => {
  it('a customer applies with business name, phone and monthly volume; the form says what is wrong first', async () => {
    const applyAsVendor = jest.fn(() => Promise.resolve(ok({ id: 1 }, VENDOR_MESSAGES.applied)));
    const getVendorStatus = jest
      .fn()
      .mockResolvedValueOnce(ok(customerStatus))
      .mockResolvedValueOnce(ok({ ...customerStatus, application: { id: 1, business_name: 'Ada Data', status: 'pending' } }));
    renderWithPlatform(<VendorSettings />, { api: { getVendorStatus, applyAsVendor }, user: { ...testUser, phone_no: '08031234567' } });
    const form = await screen.findByRole('form', { name: 'Become A Vendor' });
    fireEvent.click(within(form).getByRole('button', { name: 'Become A Vendor' }));
    expect(await within(form).findByText(VENDOR_MESSAGES.businessNameRequired)).toBeInTheDocument();
    expect(applyAsVendor).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Business name'), { target: { value: 'Ada Data' } });
    fireEvent.change(within(form).getByLabelText('Expected monthly volume'), { target: { value: VENDOR_MONTHLY_VOLUMES[1] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Become A Vendor' }));
    await waitFor(() => expect(applyAsVendor).toHaveBeenCalledWith({ business_name: 'Ada Data', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[1] }));
    expect(await screen.findByText(/being reviewed/)).toBeInTheDocument();
  });

  it('a vendor creates a key with the transaction PIN, sees it once, and sees usage today', async () => {
    const user = userEvent.setup();
    const created = { ...key, id: 8, name: 'new', key: 'tnk_live_secretkey', signing_secret: 'whsec_secret' };
    const getResellerKeys = jest.fn().mockResolvedValueOnce(ok([key])).mockResolvedValueOnce(ok([created, key]));
    const createResellerKey = jest.fn(() => Promise.resolve(ok(created, VENDOR_MESSAGES.keyCreated)));
    renderWithPlatform(<VendorSettings />, {
      api: {
        getVendorStatus: jest.fn(() => Promise.resolve(ok({ level: 'vendor', application: null, webhook_url: 'https://example.com/cb' }))),
        getResellerKeys,
        createResellerKey,
        getVendorUsage: jest.fn(() => Promise.resolve(ok(usage))),
        getVendorCallbacks: jest.fn(() => Promise.resolve(ok([]))),
      },
      user: testUser,
    });
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent('tnk_live_abcdefg');
    expect(screen.getByLabelText('API usage today')).toHaveTextContent('Purchases today3');
    expect(screen.getByLabelText('Callback URL')).toHaveValue('https://example.com/cb');
    expect(await screen.findByText('No callbacks yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create an API key' });
    fireEvent.change(within(form).getByLabelText('Key name'), { target: { value: 'new' } });
    fireEvent.change(within(form).getByLabelText(/Allowed IP addresses/), { target: { value: '203.0.113.7, 198.51.100.1' } });
    // A key spends the wallet without asking: the PIN boxes of a payment, asked before the call.
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(SAFETY_MESSAGES.pin.required)).toBeInTheDocument();
    expect(within(form).getByText(VENDOR_MESSAGES.keyPinHint)).toBeInTheDocument();
    expect(createResellerKey).not.toHaveBeenCalled();
    await user.click(within(form).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard(TEST_PIN);
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(createResellerKey).toHaveBeenCalledWith({ name: 'new', allowed_ips: ['203.0.113.7', '198.51.100.1'] }, { transactionPin: TEST_PIN }));
    expect(await screen.findByLabelText('API key')).toHaveValue('tnk_live_secretkey');
    expect(screen.getByLabelText('Callback signing secret')).toHaveValue('whsec_secret');
    // Each is copied with one press.
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Signing secret' })).toBeInTheDocument();
    await waitFor(() => expect(getResellerKeys).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('API key')).toHaveValue('tnk_live_secretkey');
  });

  it('rotating a key asks for the PIN in the confirmation; a wrong PIN shows under the boxes and the dialog stays', async () => {
    const user = userEvent.setup();
    const wrong = httpError(403, { message: SAFETY_MESSAGES.pin.invalid(4), errors: [{ code: 'pin_invalid', detail: SAFETY_MESSAGES.pin.invalid(4) }] });
    const rotated = { ...key, id: 9, key: 'tnk_live_rotated', signing_secret: 'whsec_rotated' };
    const rotateResellerKey = jest.fn().mockRejectedValueOnce(wrong).mockResolvedValueOnce(ok(rotated, VENDOR_MESSAGES.keyRotated));
    renderWithPlatform(<VendorSettings />, {
      api: {
        getVendorStatus: jest.fn(() => Promise.resolve(ok({ level: 'vendor', application: null, webhook_url: null }))),
        getResellerKeys: jest.fn(() => Promise.resolve(ok([key]))),
        rotateResellerKey,
        getVendorUsage: jest.fn(() => Promise.resolve(ok(usage))),
        getVendorCallbacks: jest.fn(() => Promise.resolve(ok([]))),
      },
      user: testUser,
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate server' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(VENDOR_MESSAGES.rotateConfirm('server'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.pin.required)).toBeInTheDocument();
    expect(rotateResellerKey).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard('1111');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.pin.invalid(4))).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard(TEST_PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(rotateResellerKey).toHaveBeenLastCalledWith(7, { transactionPin: TEST_PIN }));
    expect(await screen.findByLabelText('API key')).toHaveValue('tnk_live_rotated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a vendor tops up the test balance from the vendor area and sees test usage apart from real spending', async () => {
    const topUpTestBalance = jest
      .fn()
      .mockRejectedValueOnce(httpError(400, { message: 'Enter an amount between ₦1 and ₦1,000,000.', data: { amount: ['Enter an amount between ₦1 and ₦1,000,000.'] } }))
      .mockResolvedValueOnce(ok({ balance: 25_000, mode: 'test' }, VENDOR_MESSAGES.testToppedUp));
    const { platform } = renderWithPlatform(<VendorSettings />, {
      api: {
        getVendorStatus: jest.fn(() => Promise.resolve(ok({ level: 'vendor', application: null, webhook_url: null }))),
        getResellerKeys: jest.fn(() => Promise.resolve(ok([{ ...key, id: 9, name: 'sandbox', prefix: 'rk_test_abcdefgh', mode: 'test' }]))),
        getVendorUsage: jest.fn(() => Promise.resolve(ok({ ...usage, test_purchases: 6, test_amount: 2_574.5 }))),
        getVendorCallbacks: jest.fn(() => Promise.resolve(ok([]))),
        getTestBalance: jest.fn(() => Promise.resolve(ok({ balance: 20_000, mode: 'test' }))),
        topUpTestBalance,
      },
      user: testUser,
    });
    const form = await screen.findByRole('form', { name: 'Test balance' });
    expect(form).toHaveTextContent(/Test balance: ₦20,000\.00/);
    expect(form).toHaveTextContent(VENDOR_MESSAGES.testKeyHint);
    // Real spending and test usage are apart: the test purchases are not in "Purchases today".
    const usageList = screen.getByLabelText('API usage today');
    expect(usageList).toHaveTextContent('Purchases today3');
    expect(usageList).toHaveTextContent('Test purchases (not counted above)6 (₦2,574.50 of test balance)');
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent('sandbox (test)');

    const button = within(form).getByRole('button', { name: 'Top up test balance' });
    expect(button).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Add to test balance (₦)'), { target: { value: '0' } });
    fireEvent.click(button);
    await waitFor(() => expect(topUpTestBalance).toHaveBeenCalledWith('0'));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Enter an amount between ₦1 and ₦1,000,000.'));
    expect(form).toHaveTextContent(/Test balance: ₦20,000\.00/);

    fireEvent.change(within(form).getByLabelText('Add to test balance (₦)'), { target: { value: ' 5000 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(topUpTestBalance).toHaveBeenLastCalledWith('5000'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith(VENDOR_MESSAGES.testToppedUp));
    await waitFor(() => expect(form).toHaveTextContent(/Test balance: ₦25,000\.00/));
    expect(within(form).getByLabelText('Add to test balance (₦)')).toHaveValue('');
  });
});
