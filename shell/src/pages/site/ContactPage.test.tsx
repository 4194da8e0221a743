import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { ContactPage } from './ContactPage';

const SETTINGS = ok([
  { key: 'SITE_PHONE_NUMBER', value: '+234 801 234 5678' },
  { key: 'SITE_EMAIL', value: 'help@topup.test' },
]);

function renderContact(contactUs: jest.Mock = jest.fn()) {
  const rendered = renderWithPlatform(<ContactPage />, {
    api: { contactUs, getSettings: jest.fn(() => Promise.resolve(SETTINGS)) },
    user: null,
  });
  return { ...rendered, contactUs };
}

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
const VALID = { 'Full name': 'Ada Obi', Email: 'ada@example.com', 'Phone number': '08031234567', Message: 'Hello there' };

describe('ContactPage', () => {
  it("is the 'Write to us' form; a refusal says why under every field at fault and focuses the first", async () => {
    const { contactUs } = renderContact();
    expect(screen.getByRole('form', { name: MESSAGES.contact.title })).toBeInTheDocument();
    const m = MESSAGES.contact;
    const field = (label: string) => screen.getByLabelText(label);
    fill({ 'Phone number': '0803-123' });
    send();
    expect(field('Full name')).toHaveAccessibleDescription(m.fullNameRequired);
    expect(field('Email')).toHaveAccessibleDescription(m.emailRequired);
    expect(field('Phone number')).toHaveAccessibleDescription(MESSAGES.phone.invalid);
    expect(field('Message')).toHaveAccessibleDescription(m.messageRequired);
    for (const label of ['Full name', 'Email', 'Phone number', 'Message']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveFocus();

    fill({ 'Full name': 'Ada Obi', Email: 'ada@example.com' });
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    send();
    expect(field('Phone number')).toHaveFocus();
    fill({ 'Phone number': '' });
    send();
    expect(field('Phone number')).toHaveAccessibleDescription(m.phoneRequired);
    expect(contactUs).not.toHaveBeenCalled();
    expect(await screen.findByText('help@topup.test')).toBeInTheDocument();
  });

  it('sends the spec payload, toasts the server message and clears the form', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { platform, contactUs } = renderContact(jest.fn(() => new Promise((resolve) => (finish = resolve))));
    fill({ ...VALID, Message: '  Hello there ' });
    send();
    expect(contactUs).toHaveBeenCalledWith({
      full_name: 'Ada Obi',
      email: 'ada@example.com',
      phone_number: '08031234567',
      message: 'Hello there',
    });
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    await act(async () => finish(ok(null, 'Thank you, we will get back to you shortly')));
    expect(platform.toast.success).toHaveBeenCalledWith('Thank you, we will get back to you shortly');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows one toast per entry of the failure data object', async () => {
    const { platform } = renderContact(
      jest.fn(() =>
        Promise.reject(
          httpError(400, { message: 'Invalid', data: { email: 'Enter a valid email address.', message: 'Message is too long.' } }),
        ),
      ),
    );
    fill(VALID);
    send();
    await screen.findByRole('button', { name: 'Send Message' });
    await act(async () => undefined);
    expect(platform.toast.error.mock.calls).toEqual([['Enter a valid email address.'], ['Message is too long.']]);
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is too long.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows the site phone and e-mail and social links that open in a new tab', async () => {
    renderContact();
    expect(await screen.findByRole('link', { name: '+234 801 234 5678' })).toHaveAttribute('href', 'tel:+2348012345678');
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'X (Twitter)', 'Instagram', 'WhatsApp']);
    links.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
  });
});
