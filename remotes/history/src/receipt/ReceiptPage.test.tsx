import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, MESSAGES } from '@topup/rules';
import type { Transaction } from '@topup/api-client';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { ReceiptPage } from './ReceiptPage';
import { quantityFromDescription } from './receiptDetails';

function setup(getTransactionById: jest.Mock, id = '42') {
  const view = renderWithPlatform(<ReceiptPage />, {
    route: `/dashboard/receipt/${id}`,
    path: '/dashboard/receipt/:id',
    api: { getTransactionById },
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
    expect(screen.getByText(text)).toHaveClass(`tu-badge--${tone}`);
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
});
