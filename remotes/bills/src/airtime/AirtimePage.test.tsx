import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package, PackageRates, Transaction } from '@topup/api-client';
import { API_MESSAGES, MESSAGES, PACKAGE_TYPE, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { AirtimePage } from './AirtimePage';
import { expectRefused } from '@topup/ui/src/testing/refusedField';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const network = (id: number, title: string, discount: number): Package<PackageRates> => ({
  id, title, image: `/media/networks/${title}.svg`, description: '', key: title.toLowerCase(), products: { discount },
});
const NETWORKS = [network(1, 'MTN', 2), network(2, 'Airtel', 2.5), network(3, 'Glo', 3), network(4, '9mobile', 3.5)];

function setup(purchaseAirtime = jest.fn().mockResolvedValue(ok({ id: 9 }, 'Transaction successful')), history: Transaction[] = []) {
  const getPackages = jest.fn().mockResolvedValue(ok(NETWORKS));
  const getTransactions = jest.fn().mockResolvedValue(ok(history));
  const view = renderWithPlatform(<AirtimePage />, { api: { getPackages, purchase: purchaseOf('airtime', purchaseAirtime), getTransactions } });
  return { ...view, getPackages, purchaseAirtime, user: userEvent.setup() };
}

const buy = () => screen.getByRole('button', { name: 'Purchase' });

describe('Airtime screen', () => {
  it('loads the networks (package type 1)', async () => {
    const { getPackages } = setup();
    expect(await screen.findByLabelText('Network')).toBeInTheDocument();
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.airtime);
  });

  it('guesses the network from the prefix, and the customer can change it', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Phone number'), '08051234567');
    expect(screen.getByRole('radio', { name: 'Glo' })).toBeChecked();
    expect(screen.getByText(/Network guessed from the number/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Airtel' }));
    expect(screen.getByRole('radio', { name: 'Airtel' })).toBeChecked();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(screen.getByRole('radio', { name: 'Airtel' })).toBeChecked();
  });

  it('shows the networks as logo tiles named by the network alone', async () => {
    const { container } = setup();
    const group = await screen.findByRole('radiogroup', { name: 'Network' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    expect(within(group).getByRole('radio', { name: 'Airtel' })).not.toBeChecked();
    expect(Array.from(container.querySelectorAll('.provider-tile img')).map((img) => img.getAttribute('src'))).toEqual(
      NETWORKS.map((n) => n.image),
    );
  });

  it('moves between the network tiles with the arrow keys, as native radios do', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    expect(screen.getByRole('radio', { name: 'MTN' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Airtel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Airtel' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '9mobile' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: '9mobile' })).not.toHaveFocus();
  });

  it('shows the live charged amount with the network discount', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '1000');
    expect(screen.getByText('You will be charged ₦980.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '9mobile' }));
    expect(screen.getByText('You will be charged ₦965.00')).toBeInTheDocument();
  });

  it.each([
    ['an amount under ₦100', '99', 'amount', MESSAGES.airtime.amountTooLow],
    ['an invalid phone', '500', 'phone', MESSAGES.phone.invalid],
  ])('refuses %s with the spec message under the field and in one error toast', async (_case, amount, field, message) => {
    const { user, platform, purchaseAirtime } = setup();
    await user.type(await screen.findByLabelText('Phone number'), field === 'phone' ? '0803-123' : '08031234567');
    if (field === 'phone') await user.click(screen.getByRole('radio', { name: 'MTN' }));
    await user.type(screen.getByLabelText('Amount (₦)'), amount);
    await user.click(buy());
    expect(platform.toast.error.mock.calls).toEqual([[message]]);
    const input = screen.getByLabelText(field === 'phone' ? 'Phone number' : 'Amount (₦)');
    expectRefused(input, message);
    expect(purchaseAirtime).not.toHaveBeenCalled();
  });

  it('confirms, sends the spec payload plus the charged amount it showed (amt), shows the busy label, then the success toast, and clears the amount', async () => {
    const { call: purchaseAirtime, answer } = heldCall();
    const { user, platform } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '500');
    await user.click(buy());
    // The sheet says what is paid, for whom, the catalogue's discount, the charge and the balance after.
    const sheet = within(screen.getByRole('dialog')).getByRole('region', { name: UI_MESSAGES.paymentSheet.title });
    expect(sheet).toHaveTextContent('NetworkMTN');
    expect(sheet).toHaveTextContent('Phone number08031234567');
    expect(sheet).toHaveTextContent('Airtime₦500.00');
    expect(sheet).toHaveTextContent('Discount (2%)−₦10.00');
    expect(sheet).toHaveTextContent(`${UI_MESSAGES.paymentSheet.amount}₦490.00`);
    expect(sheet).toHaveTextContent(`${UI_MESSAGES.paymentSheet.balanceAfter('wallet')}₦49,510.00`);
    await confirmWithPin(user);
    expect(purchaseAirtime).toHaveBeenCalledWith(
      { network: 'MTN', phone_number: '08031234567', amount: 500, package_id: 1, amt: 490 },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    answer(ok({ id: 3 }, 'Transaction successful'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Transaction successful'));
    expect(platform.session.refreshUser).toHaveBeenCalled();
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue(null);
  });

  it('keeps one Idempotency-Key for a submission until the server answers, then a new one', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the lost connection is logged
    const purchaseAirtime = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { isAxiosError: true, code: 'ECONNABORTED' }))
      .mockRejectedValueOnce(httpError(503, { message: 'The service is briefly unavailable.' }))
      .mockResolvedValueOnce(ok({ id: 4 }, 'Transaction successful'))
      .mockResolvedValueOnce(ok({ id: 5 }, 'Transaction successful'));
    const { user } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (!(screen.getByLabelText('Amount (₦)') as HTMLInputElement).value) await user.type(screen.getByLabelText('Amount (₦)'), '500');
      await user.click(buy());
      await confirmWithPin(user);
      await waitFor(() => expect(purchaseAirtime).toHaveBeenCalledTimes(attempt + 1));
      await screen.findByRole('button', { name: 'Purchase' });
    }
    const keys = purchaseAirtime.mock.calls.map((call) => call[1].idempotencyKey);
    // A time-out and a 503 may have bought: the retries reuse the key. After the 200, a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    log.mockRestore();
  });

  it('a key kept after a time-out belongs to its details: edited, the next confirm is a new purchase with a new key', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const purchaseAirtime = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { isAxiosError: true, code: 'ECONNABORTED' }))
      .mockResolvedValueOnce(ok({ id: 4 }, 'Transaction successful'));
    const { user } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '500');
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(purchaseAirtime).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Purchase' });
    await user.clear(screen.getByLabelText('Amount (₦)'));
    await user.type(screen.getByLabelText('Amount (₦)'), '600');
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(purchaseAirtime).toHaveBeenCalledTimes(2));
    const [first, second] = purchaseAirtime.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).not.toBe(first);
    expect(purchaseAirtime.mock.calls[1][0]).toMatchObject({ amount: 600, amt: 588 });
    log.mockRestore();
  });

  it('a key reused with other details (422) reads in customer words, and the next confirm gets a new key', async () => {
    const purchaseAirtime = jest
      .fn()
      .mockRejectedValueOnce(httpError(422, { message: API_MESSAGES.purchase.idempotencyBodyChanged }))
      .mockResolvedValueOnce(ok({ id: 4 }, 'Transaction successful'));
    const { user, platform } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '500');
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(UI_MESSAGES.money.detailsChangedSinceAttempt));
    expect(platform.toast.error).not.toHaveBeenCalledWith(API_MESSAGES.purchase.idempotencyBodyChanged);
    await screen.findByRole('button', { name: 'Purchase' });
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(purchaseAirtime).toHaveBeenCalledTimes(2));
    const [first, second] = purchaseAirtime.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('a stale charged amount refused by the server (discount changed) is told as the server says', async () => {
    const stale = API_MESSAGES.purchase.priceChanged('₦495.00');
    const purchaseAirtime = jest.fn().mockRejectedValue(httpError(400, { message: stale }));
    const { user, platform } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '500');
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(stale));
  });

  it('a refusal on a field shows under that field as well as in the toast', async () => {
    const purchaseAirtime = jest.fn().mockRejectedValue(httpError(400, { message: 'Amount can not be less than ₦100', data: { amount: ['Amount can not be less than ₦100'] } }));
    const { user, platform } = setup(purchaseAirtime);
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '100');
    await user.click(buy());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Amount can not be less than ₦100'));
    expect(screen.getByLabelText('Amount (₦)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a refused submit moves the focus to the field at fault, whose message goes when it is changed', async () => {
    const { user, platform, purchaseAirtime } = setup();
    await user.type(await screen.findByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount (₦)'), '50');
    await user.click(buy());
    const amount = screen.getByLabelText('Amount (₦)');
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.airtime.amountTooLow]]);
    expectRefused(amount, MESSAGES.airtime.amountTooLow);
    expect(purchaseAirtime).not.toHaveBeenCalled();

    await user.type(amount, '0');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.airtime.amountTooLow)).not.toBeInTheDocument();
  });

  it("offers the customer's recent airtime numbers as one-tap choices", async () => {
    const history = [
      transaction(1, { category: { title: 'Airtime', type: 'airtime', image: '' }, description: 'MTN airtime of ₦500.00 to 08031112222' }),
      transaction(2, { category: { title: 'Data', type: 'data', image: '' }, description: 'MTN 1GB to 08039998888' }),
      transaction(3, { category: { title: 'Airtime', type: 'airtime', image: '' }, description: 'Glo airtime of ₦100.00 to 08051234567' }),
      transaction(4, { category: { title: 'Airtime', type: 'airtime', image: '' }, description: 'MTN airtime of ₦200.00 to 08031112222' }),
    ];
    const { user } = setup(undefined, history);
    const recent = await screen.findByRole('list', { name: 'Recent numbers' });
    expect(Array.from(recent.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['08031112222', '08051234567']);
    await user.click(screen.getByRole('button', { name: '08051234567' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('08051234567');
    expect(screen.getByRole('radio', { name: 'Glo' })).toBeChecked();
  });
});

describe('a provider staff switched off', () => {
  it('is listed as temporarily unavailable and cannot be chosen', async () => {
    const getPackages = jest.fn().mockResolvedValue(ok([{ ...NETWORKS[0]!, available: false }, NETWORKS[1]!]));
    const user = userEvent.setup();
    renderWithPlatform(<AirtimePage />, { api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])) } });
    const mtn = await screen.findByRole('radio', { name: 'MTN (temporarily unavailable)' });
    expect(mtn).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Airtel' })).toBeEnabled();
    await user.click(mtn);
    expect(mtn).not.toBeChecked();
    // The prefix of an MTN number does not pick the switched-off network either.
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(mtn).not.toBeChecked();
  });

  describe('the result after a purchase', () => {
    const buyFor = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(await screen.findByLabelText('Phone number'), '08031234567');
      await user.type(screen.getByLabelText('Amount (₦)'), '200');
      await user.click(buy());
      await confirmWithPin(user);
    };
    const record = (status: Transaction['status']) => transaction(31, { tx_ref: 'TRX-31', plan: 'MTN airtime ₦200.00', amount: 196, status });

    it("delivered: takes the form's place with the amount and what was bought, the receipt one tap away; Buy again brings the form back", async () => {
      const { user } = setup(jest.fn().mockResolvedValue(ok(record('confirmed'), 'Transaction successful')));
      await buyFor(user);
      const result = await screen.findByRole('status', { name: 'Purchase result' });
      expect(result).toHaveTextContent('Successful');
      expect(result).toHaveTextContent('₦196.00');
      expect(result).toHaveTextContent('MTN airtime ₦200.00');
      expect(within(result).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/31');
      expect(within(result).getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/dashboard');
      expect(within(result).getByRole('heading', { name: 'Successful' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      await user.click(within(result).getByRole('button', { name: 'Buy again' }));
      expect(screen.queryByRole('status', { name: 'Purchase result' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
      expect(screen.getByLabelText('Phone number')).toHaveFocus();
    });

    it('processing: a 201 says the purchase is processing', async () => {
      const { user } = setup(jest.fn().mockResolvedValue({ ...ok(record('pending'), 'Your purchase is processing'), status: 201 }));
      await buyFor(user);
      expect(await screen.findByRole('status', { name: 'Purchase result' })).toHaveTextContent('Processing');
    });

    it('failed and refunded: the reason, and the receipt of the refunded purchase', async () => {
      const failed = httpError(400, { message: 'Transaction failed. Your wallet was refunded.', data: record('failed') });
      const { user } = setup(jest.fn().mockRejectedValue(failed));
      await buyFor(user);
      const result = await screen.findByRole('status', { name: 'Purchase result' });
      expect(result).toHaveTextContent('Failed');
      expect(result).toHaveTextContent('Your wallet was refunded.');
      expect(within(result).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipt/31');
    });

    it('a refusal that bought nothing (no record) shows no result', async () => {
      const { user, platform } = setup(jest.fn().mockRejectedValue(httpError(400, { message: 'Insufficient balance' })));
      await buyFor(user);
      await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Insufficient balance'));
      expect(screen.queryByRole('status', { name: 'Purchase result' })).not.toBeInTheDocument();
    });
  });
});

describe('Airtime screen: Repeat this from a receipt', () => {
  it('starts with the network, number and amount of the repeated purchase', async () => {
    renderWithPlatform(<AirtimePage />, {
      route: '/dashboard/bills/airtime?provider=Airtel&number=08031234567&amount=1000',
      api: { getPackages: jest.fn().mockResolvedValue(ok(NETWORKS)), getTransactions: jest.fn().mockResolvedValue(ok([])) },
    });
    // The link's network wins over the one the prefix suggests (MTN).
    expect(await screen.findByRole('radio', { name: 'Airtel' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue(1000);
  });
});
