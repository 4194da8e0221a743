import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, MESSAGES, PRODUCT, UI_MESSAGES } from '@topup/rules';
import type { Transaction } from '@topup/api-client';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { ReceiptPage } from './ReceiptPage';
import { quantityFromDescription } from './receiptDetails';

jest.mock('html-to-image', () => ({ toPng: jest.fn(async () => 'data:image/png;base64,AAAA') }));

function setup(getTransactionById: jest.Mock, id = '42') {
  const view = renderWithPlatform(<ReceiptPage />, {
    route: `/dashboard/receipt/${id}`,
    path: '/dashboard/receipt/:id',
    // The receipt's complaint part asks for the customer's tickets (ADR 0027).
    api: { getTransactionById, getComplaints: jest.fn().mockResolvedValue(ok([])) },
  });
  return { ...view, getTransactionById };
}

/** The value shown next to a label of the receipt's details list. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Receipt', () => {
  it('loads the transaction by id and shows the first item of the list', async () => {
    const first = transaction(42, {
      tx_ref: 'TRX-42',
      plan: 'MTN 1GB 30 days',
      amount: 260,
      response: 'Delivered to 08012345678',
      created_at: '2024-01-01T14:04:05Z',
      updated_at: '2024-01-02T09:00:00Z',
    });
    const { getTransactionById } = setup(jest.fn().mockResolvedValue(ok([first, transaction(43)])));

    expect(await screen.findByRole('heading', { name: 'MTN' })).toBeInTheDocument();
    expect(getTransactionById).toHaveBeenCalledWith('42');
    expect(screen.getByRole('img', { name: 'MTN' })).toHaveAttribute('src', '/media/mtn.png');
    expect(screen.getByText('MTN 1GB 30 days')).toBeInTheDocument();
    expect(detail('Transaction Reference')).toHaveTextContent('TRX-42');
    expect(detail('Amount')).toHaveTextContent('₦260.00');
    expect(detail('Response')).toHaveTextContent('Delivered to 08012345678');
    expect(detail('Status')).toHaveTextContent('Confirmed');
    expect(detail('Date Created')).toHaveTextContent(formatDateTime('2024-01-01T14:04:05Z'));
    expect(detail('Date Updated')).toHaveTextContent(formatDateTime('2024-01-02T09:00:00Z'));
    expect(screen.queryByText('Quantity')).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Pending', 'warning'],
    ['confirmed', 'Confirmed', 'success'],
    ['failed', 'Failed', 'danger'],
    ['ignored', 'Ignored', 'warning'],
    ['reversed', 'Reversed', 'info'],
  ])('shows the %s status as a %s badge', async (status, text, tone) => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { status: status as Transaction['status'] })])));
    await screen.findByText('Transaction Reference');
    expect(within(detail('Status') as HTMLElement).getByText(text)).toHaveClass(`tu-badge--${tone}`);
    // Also in words and colour next to the amount.
    expect(screen.getByText(text, { selector: 'p' })).toHaveClass(`receipt__status--${tone}`);
  });

  it('shows no badge for an unknown status', async () => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { status: 'delivered' as Transaction['status'] /* the server never sends it; the screen must still cope */ })])));
    await screen.findByText('Transaction Reference');
    expect(detail('Status')).toBeEmptyDOMElement();
  });

  it.each([null, ''])('shows Processing when the response is %p', async (response) => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { response, status: 'pending' })])));
    await screen.findByText('Transaction Reference');
    expect(detail('Response')).toHaveTextContent(MESSAGES.receipt.processing);
  });

  it('shows the quantity of a shop order, parsed from its description', async () => {
    const order = transaction(42, {
      description: 'Wireless earbuds, Quantity: 3',
      category: { title: 'Shop', type: 'shop', image: '/media/shop.png' },
      subcategory: null,
    });
    setup(jest.fn().mockResolvedValue(ok([order])));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(detail('Quantity')).toHaveTextContent('3');
  });

  it('says so when there is no such transaction (empty list or 404)', async () => {
    setup(jest.fn().mockResolvedValue(ok([])));
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute('href', '/dashboard/history');
  });

  it('treats a 404 as not found and other failures as retryable', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(jest.fn().mockRejectedValue(httpError(404, { message: 'Not found' })));
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument();

    const retrying = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, { message: 'Server error' }))
      .mockResolvedValueOnce(ok([transaction(7)]));
    setup(retrying, '7');
    expect((await screen.findByRole('alert')).querySelector('svg[data-illustration="error"]')).not.toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TRX0007')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('quantityFromDescription', () => {
  it.each([
    ['Wireless earbuds, Quantity: 3', '3'],
    ['Phone, case, Qty:12', '12'],
    ['No quantity here', null],
    ['Earbuds, no colon', null],
    [null, null],
  ])('%p -> %p', (description, expected) => {
    expect(quantityFromDescription(description)).toBe(expected);
  });
});

describe('what each service delivered', () => {
  it('shows an electricity token and the meter number', async () => {
    setup(
      jest.fn().mockResolvedValue(
        ok([transaction(42, { token: '12345678901234567890', card_no: '45012345678', category: { title: 'Electricity', type: 'electricity', image: '' } })]),
      ),
    );
    await screen.findByText('Transaction Reference');
    expect(detail('Token')).toHaveTextContent('12345678901234567890');
    expect(detail('Meter number')).toHaveTextContent('45012345678');
  });

  it('shows each exam PIN on its own line', async () => {
    const token = 'Serial: SBX1 PIN: 111122223333\nSerial: SBX2 PIN: 444455556666';
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { token, category: { title: 'Result PIN', type: 'education', image: '' } })])));
    await screen.findByText('Transaction Reference');
    const pins = detail('PINs');
    expect(Array.from(pins!.querySelectorAll('span')).map((s) => s.textContent)).toEqual(['Serial: SBX1 PIN: 111122223333', 'Serial: SBX2 PIN: 444455556666']);
  });

  it('shows the smart card of a cable purchase and the description of what was bought', async () => {
    const cable = transaction(42, {
      card_no: '7012345678',
      description: 'DStv Padi renewal for 7012345678',
      category: { title: 'Cable TV', type: 'cable', image: '' },
    });
    setup(jest.fn().mockResolvedValue(ok([cable])));
    await screen.findByText('Transaction Reference');
    expect(detail('Smart card / IUC number')).toHaveTextContent('7012345678');
    expect(detail('Details')).toHaveTextContent('DStv Padi renewal for 7012345678');
    expect(screen.queryByText('Token', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it.each([
    ['education', 'Profile ID'],
    ['airtime', 'Number'],
  ])('labels the number of a %s purchase %p', async (type, label) => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { card_no: '1234567890', category: { title: type, type, image: '' } })])));
    await screen.findByText('Transaction Reference');
    expect(detail(label)).toHaveTextContent('1234567890');
  });

  it.each([
    ['cable', 'Smart card / IUC number'],
    ['electricity', 'Meter number'],
    ['education', 'Profile ID'],
  ])('a %s purchase that verified a customer shows a labelled Customer name row', async (type, numberLabel) => {
    const verified = transaction(42, { card_no: '7012345678', customer_name: 'ADA OKAFOR', category: { title: type, type, image: '' } });
    setup(jest.fn().mockResolvedValue(ok([verified])));
    await screen.findByText('Transaction Reference');
    expect(detail(numberLabel)).toHaveTextContent('7012345678');
    expect(detail('Customer name')).toHaveTextContent('ADA OKAFOR');
  });

  it('shows no Customer name row when nothing was verified', async () => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42)])));
    await screen.findByText('Transaction Reference');
    expect(screen.queryByText('Customer name', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('an airtime-to-cash request', () => {
  const request = (overrides: Partial<Transaction>) =>
    transaction(42, {
      plan: 'MTN airtime to cash',
      amount: 4000,
      response: null,
      status: 'pending',
      description: 'MTN airtime of ₦5,000.00 from 08031234567',
      category: { title: 'Airtime To Cash', type: 'airtime-cash', image: '' },
      airtime_to_cash: {
        network: 'MTN',
        receiving_number: '08031230001',
        how_to: "MTN Share 'n Sell: dial *600*08031230001*amount*PIN#. You receive the amount less 20% commission in your wallet.",
        phone: '08031234567',
        amount_transferred: 5000,
        decline_reason: null,
      },
      ...overrides,
    });

  it('while pending, says how and where to send the airtime and that staff credit the wallet once it arrives', async () => {
    setup(jest.fn().mockResolvedValue(ok([request({})])));
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('Send the airtime to 08031230001');
    expect(next).toHaveTextContent(
      UI_MESSAGES.airtimeToCash.nextSteps({ amount: 5000, phone: '08031234567', to: '08031230001', receive: 4000 }),
    );
    expect(next).toHaveTextContent('dial *600*08031230001*amount*PIN#');
    expect(next).toHaveTextContent('once our staff confirm the airtime has arrived');
  });

  it('once declined, gives the reason staff gave', async () => {
    const declined = request({
      status: 'failed',
      response: 'Declined: No airtime arrived',
      airtime_to_cash: { ...request({}).airtime_to_cash!, decline_reason: 'No airtime arrived' },
    });
    setup(jest.fn().mockResolvedValue(ok([declined])));
    const outcome = await screen.findByRole('region', { name: 'Outcome of your request' });
    expect(outcome).toHaveTextContent(UI_MESSAGES.airtimeToCash.declined('No airtime arrived'));
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('once approved, says the wallet was credited', async () => {
    setup(jest.fn().mockResolvedValue(ok([request({ status: 'confirmed', response: 'Airtime received: your wallet has been credited.' })])));
    expect(await screen.findByRole('region', { name: 'Outcome of your request' })).toHaveTextContent(UI_MESSAGES.airtimeToCash.approved);
  });

  it('other purchases have no such section', async () => {
    setup(jest.fn().mockResolvedValue(ok([transaction(42, { status: 'pending', response: null })])));
    await screen.findByText('Transaction Reference');
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
  });
});

describe('sharing a receipt', () => {
  const delivered = () =>
    jest.fn().mockResolvedValue(ok([transaction(42, { tx_ref: 'TRX-42', plan: 'MTN 1GB 30 days', amount: 260, status: 'confirmed' })]));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("Share opens the device's share sheet with the receipt as text", async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setup(delivered());
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringMatching(/Amount: ₦260\.00[\s\S]*Reference: TRX-42/) }));
  });

  it('without a share sheet, Share copies the receipt and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = setup(delivered());
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith(UI_MESSAGES.receipt.copied));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('MTN 1GB 30 days'));
  });

  it('says so when neither sharing nor copying works', async () => {
    const { platform } = setup(delivered());
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(UI_MESSAGES.receipt.copyFailed));
  });

  it('Download saves an image of the receipt named by its reference', async () => {
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { toPng } = jest.requireMock<{ toPng: jest.Mock }>('html-to-image');
    toPng.mockClear();
    setup(delivered());
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(toPng).not.toHaveBeenCalled();
    await userEvent.click(download);
    await waitFor(() => expect(clicks).toHaveLength(1));
    // The image is the receipt under the app's name, without the actions (no blank half).
    const captured = toPng.mock.calls[0]![0] as HTMLElement;
    expect(screen.getByLabelText('Receipt')).toContainElement(captured);
    expect(captured.firstElementChild).toHaveTextContent(PRODUCT.name);
    expect(captured).toHaveTextContent('TRX-42');
    expect(within(captured).queryByRole('button')).not.toBeInTheDocument();
    expect(clicks[0]!.download).toBe('receipt-TRX-42.png');
    expect(clicks[0]!.href).toMatch(/^data:image\/png/);
    click.mockRestore();
  });

  it('Print prints (the print stylesheet keeps only the receipt)', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    setup(delivered());
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
