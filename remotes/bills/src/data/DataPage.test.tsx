import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataPlan, Package } from '@topup/api-client';
import { MESSAGES, PACKAGE_TYPE, SAFETY_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, confirmWithPin, TEST_PIN, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { transaction } from '@topup/ui/src/testing/transactions';
import { purchaseOf } from '../testing/purchaseOf';
import { DataPage } from './DataPage';
import { heldCall } from '@topup/ui/src/testing/heldCall';

const mtn: Package<DataPlan[]> = {
  id: 11,
  title: 'MTN',
  image: '/media/mtn.png',
  description: 'MTN data',
  key: 'mtn',
  products: [
    { title: '1GB 30 days', amount: 260, code: 'mtn-1gb', description: '1GB', variation_code: 'mtn-1gb-30' },
    { title: '500MB 30 days', amount: 130, code: 'mtn-500mb', description: '500MB' },
    { title: 'Tiny', amount: 5, code: 'mtn-tiny', description: 'below minimum' },
    { title: 'Unpriced', amount: null as unknown as number, code: 'mtn-unpriced', description: 'no amount' },
  ],
};
const glo: Package<DataPlan[]> = {
  id: 12,
  title: 'Glo',
  image: '/media/glo.png',
  description: 'Glo data',
  key: 'glo',
  products: [{ title: '2GB', amount: 520, code: 'glo-2gb', description: '2GB' }],
};

function setup(purchaseData = jest.fn(), history = [transaction(1, { description: 'MTN 1GB - 30 Days to 08031234567' })]) {
  const getPackages = jest.fn().mockResolvedValue(ok([mtn, glo]));
  const getTransactions = jest.fn().mockResolvedValue(ok(history));
  const view = renderWithPlatform(<DataPage />, { route: '/dashboard/bills/data', api: { getPackages, purchase: purchaseOf('data', purchaseData), getTransactions } });
  return { ...view, getPackages, purchaseData, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, { provider = 'MTN', plan = '1GB 30 days', phone = '08012345678' } = {}) {
  await user.click(await screen.findByRole('radio', { name: provider }));
  await user.selectOptions(screen.getByLabelText('Plan'), screen.getByRole('option', { name: new RegExp(`^${plan} - `) }));
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
}

const purchaseButton = () => screen.getByRole('button', { name: 'Purchase' });

describe('Data screen', () => {
  it('loads the data providers (package type 2) behind a skeleton', async () => {
    const { getPackages } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading data providers');
    const provider = await screen.findByRole('radiogroup', { name: 'Provider' });
    expect(getPackages).toHaveBeenCalledWith(PACKAGE_TYPE.data);
    expect(within(provider).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['MTN', 'Glo']);
    expect(within(provider).queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByLabelText('Plan')).toBeDisabled();
  });

  it("lists the chosen provider's plans with title and naira amount, and fills the read-only amount", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    const plan = screen.getByLabelText('Plan');
    expect(within(plan).getByRole('option', { name: '1GB 30 days - ₦260.00' })).toBeInTheDocument();
    expect(within(plan).getByRole('option', { name: '500MB 30 days - ₦130.00' })).toBeInTheDocument();

    await user.selectOptions(plan, 'mtn-500mb');
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue('₦130.00');
    expect(amount).toHaveAttribute('readonly');

    await user.selectOptions(plan, 'mtn-unpriced');
    expect(amount).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Glo' }));
    expect(screen.getByLabelText('Plan')).toHaveValue('');
    expect(amount).toHaveValue('');
  });

  it('keeps Purchase disabled until provider, plan and phone are set', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    expect(purchaseButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Plan'), 'mtn-1gb');
    expect(purchaseButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number'), '0');
    expect(purchaseButton()).toBeEnabled();
  });

  it('limits the phone to 11 characters and flags an invalid one', async () => {
    const { user } = setup();
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveAttribute('maxLength', '11');
    await user.type(phone, '0801x');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(MESSAGES.phone.invalid);
  });

  it.each([
    ['a blank phone', { phone: '   ' }, MESSAGES.data.phoneRequired],
    ['a blank phone before a low amount (spec order)', { phone: '   ', plan: 'Tiny' }, MESSAGES.data.phoneRequired],
    ['an invalid phone', { phone: '0801-234' }, MESSAGES.phone.invalid],
    ['a plan without an amount', { plan: 'Unpriced' }, MESSAGES.data.amountRequired],
    ['a plan under ₦10', { plan: 'Tiny' }, MESSAGES.data.amountTooLow],
  ])('on submit with %s shows only the first failing message, under its field and in one toast, and sends nothing', async (_case, values, message) => {
    const { user, platform, purchaseData, container } = setup();
    await fill(user, values);
    await user.click(purchaseButton());
    expect(platform.toast.error.mock.calls).toEqual([[message]]);
    expect(screen.getAllByText(message)).toHaveLength(1);
    const invalid = container.querySelectorAll('[aria-invalid="true"]');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(invalid[0]).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(purchaseData).not.toHaveBeenCalled();
  });

  it.each([
    ['No', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'No' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('asks for confirmation; %s cancels and nothing is sent', async (_how, cancel) => {
    const { user, purchaseData } = setup();
    await fill(user);
    await user.click(purchaseButton());
    expect(screen.getByRole('dialog', { name: MESSAGES.confirm.question })).toBeInTheDocument();
    await cancel(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(purchaseData).not.toHaveBeenCalled();
    expect(purchaseButton()).toBeEnabled();
  });

  it('Yes sends the spec payload once with an idempotency key, shows the busy label, then the success toast', async () => {
    const { call: purchaseData, answer } = heldCall();
    const { user, platform } = setup(purchaseData);
    await fill(user);
    await user.click(purchaseButton());
    await confirmWithPin(user);

    expect(purchaseData).toHaveBeenCalledTimes(1);
    expect(purchaseData).toHaveBeenCalledWith(
      {
        service_providers: 'MTN',
        data_plan: 'mtn-1gb',
        phone: '08012345678',
        amt: 260,
        package_id: 11,
        variation_code: 'mtn-1gb-30',
        phone_number: '08012345678',
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), transactionPin: TEST_PIN },
    );
    const busy = screen.getByRole('button', { name: MESSAGES.busy.processing });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(purchaseData).toHaveBeenCalledTimes(1);

    answer(ok({ id: 1 }, 'Data purchase successful', 200));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Data purchase successful'));
    expect(platform.toast.warning).not.toHaveBeenCalled();
    expect(platform.session.refreshUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('uses the plan code as variation_code when the plan has none, and a new key per submission', async () => {
    const purchaseData = jest.fn().mockResolvedValue(ok({}, 'Done'));
    const { user } = setup(purchaseData);
    await fill(user, { plan: '500MB 30 days' });
    for (let i = 0; i < 2; i += 1) {
      await user.click(purchaseButton());
      await confirmWithPin(user);
      await screen.findByRole('button', { name: 'Purchase' });
    }
    expect(purchaseData).toHaveBeenCalledTimes(2);
    expect(purchaseData.mock.calls[0][0]).toMatchObject({ data_plan: 'mtn-500mb', variation_code: 'mtn-500mb', amt: 130 });
    expect(purchaseData.mock.calls[0][1].idempotencyKey).not.toBe(purchaseData.mock.calls[1][1].idempotencyKey);
  });

  it('shows a 201 answer as a warning toast with the server message', async () => {
    const purchaseData = jest.fn().mockResolvedValue(ok({ id: 2 }, 'Transaction is processing', 201));
    const { user, platform } = setup(purchaseData);
    await fill(user);
    await user.click(purchaseButton());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.warning).toHaveBeenCalledWith('Transaction is processing'));
    expect(platform.toast.success).not.toHaveBeenCalled();
    expect(platform.session.refreshUser).toHaveBeenCalled();
  });

  it.each([
    ['a refused purchase', { message: 'Insufficient balance' }, ['Insufficient balance']],
    ['field errors', { message: 'Invalid', data: { phone: ['Phone is not on MTN'], amt: ['Unknown plan'] } }, ['Phone is not on MTN', 'Unknown plan']],
  ])('shows %s as error toasts', async (_case, body, messages) => {
    const purchaseData = jest.fn().mockRejectedValue(httpError(400, body));
    const { user, platform } = setup(purchaseData);
    await fill(user);
    await user.click(purchaseButton());
    await confirmWithPin(user);
    await waitFor(() => expect(platform.toast.error.mock.calls).toEqual(messages.map((m) => [m])));
    expect(platform.toast.success).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('shows a load failure with Retry, which loads again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getPackages = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ok([mtn]));
    renderWithPlatform(<DataPage />, { api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data providers could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Provider')).toBeInTheDocument();
    expect(getPackages).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('links to the history', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/dashboard/history');
    await screen.findByLabelText('Provider');
  });

  it("fills the phone from one of the customer's recent data numbers", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '08031234567' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
  });
});

describe('Data screen: Schedule this', () => {
  it('schedules the same purchase monthly on a chosen day and time; the body is what Purchase would send', async () => {
    const createSchedule = jest.fn().mockResolvedValue(ok({ id: 1 }, 'Schedule saved. We will buy it for you at the times you chose.'));
    const getPackages = jest.fn().mockResolvedValue(ok([mtn, glo]));
    renderWithPlatform(<DataPage />, { route: '/dashboard/bills/data', api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])), createSchedule } });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Schedule this' })).toBeDisabled();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Schedule this' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this purchase' });
    expect(within(dialog).getByText('MTN 1GB 30 days for 08012345678')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByText('Please choose a day of the month between 1 and 31.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Day of the month'), '5');
    await user.clear(within(dialog).getByLabelText('Time (Lagos)'));
    await user.type(within(dialog).getByLabelText('Time (Lagos)'), '07:30');
    // The account has a transaction PIN: saving asks for it (ADR 0027), nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByText(SAFETY_MESSAGES.pin.required)).toBeInTheDocument();
    expect(createSchedule).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard(TEST_PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(createSchedule).toHaveBeenCalledTimes(1));
    expect(createSchedule).toHaveBeenCalledWith(
      {
        kind: 'data',
        purchase: expect.objectContaining({ package_id: 11, variation_code: 'mtn-1gb-30', phone: '08012345678' }),
        frequency: 'monthly',
        day: 5,
        time: '07:30',
        ends_on: null,
        max_runs: null,
        max_amount: null,
      },
      { transactionPin: TEST_PIN },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a wrong PIN keeps the dialog open with the server’s message under emptied boxes', async () => {
    const wrong = SAFETY_MESSAGES.pin.invalid(4);
    const createSchedule = jest.fn().mockRejectedValue(httpError(403, { errors: [{ code: 'pin_invalid', detail: wrong }] }));
    const getPackages = jest.fn().mockResolvedValue(ok([mtn, glo]));
    renderWithPlatform(<DataPage />, { route: '/dashboard/bills/data', api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])), createSchedule } });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Schedule this' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Schedule this' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this purchase' });
    await user.selectOptions(within(dialog).getByLabelText('Day of the month'), '5');
    await user.click(within(dialog).getByLabelText('PIN digit 1 of 4'));
    await user.keyboard('0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('PIN digit 1 of 4')).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Schedule this purchase' })).toBeInTheDocument();
  });

  it('an account without a PIN is not asked for one', async () => {
    const createSchedule = jest.fn().mockResolvedValue(ok({ id: 1 }, 'Schedule saved.'));
    const getPackages = jest.fn().mockResolvedValue(ok([mtn, glo]));
    renderWithPlatform(<DataPage />, {
      route: '/dashboard/bills/data',
      user: { ...testUser, has_transaction_pin: false },
      api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])), createSchedule },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Schedule this' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Schedule this' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this purchase' });
    expect(within(dialog).queryByLabelText('PIN digit 1 of 4')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Day of the month'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(createSchedule).toHaveBeenCalledWith(expect.objectContaining({ kind: 'data', day: 5 }), {}));
  });
});

describe('Data screen: Repeat this from a receipt', () => {
  it('starts filled in from the link: the provider, the plan and the number; the customer may change them', async () => {
    renderWithPlatform(<DataPage />, {
      route: '/dashboard/bills/data?provider=MTN&number=08031234567&plan=1GB+30+days',
      api: { getPackages: jest.fn().mockResolvedValue(ok([mtn, glo])), getTransactions: jest.fn().mockResolvedValue(ok([])) },
    });
    expect(await screen.findByRole('radio', { name: 'MTN' })).toBeChecked();
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(/^1GB 30 days - /);
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Glo' }));
    expect(screen.getByLabelText('Plan')).toHaveValue('');
  });

  it('a provider or plan that no longer exists leaves the choice to the customer', async () => {
    renderWithPlatform(<DataPage />, {
      route: '/dashboard/bills/data?provider=Gone&plan=Old+plan&number=08031234567',
      api: { getPackages: jest.fn().mockResolvedValue(ok([mtn, glo])), getTransactions: jest.fn().mockResolvedValue(ok([])) },
    });
    expect(await screen.findByRole('radio', { name: 'MTN' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });
});
