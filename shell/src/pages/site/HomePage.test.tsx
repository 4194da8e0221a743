import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, PRODUCT } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { HomePage } from './HomePage';

const signUp = () => fireEvent.click(screen.getByRole('button', { name: MESSAGES.newsletter.signUp }));
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });

describe('HomePage', () => {
  it('is titled with the product name and tagline and links to login and registration', () => {
    renderWithPlatform(<HomePage />, { user: null });
    expect(document.title).toBe(`${PRODUCT.name} - ${PRODUCT.tagline}`);
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs('Login')).toEqual(['/auth/login']);
    expect(hrefs('Register')).toEqual(['/auth/register']);
    expect(hrefs('Get Discount')).toEqual(['/auth/login']);
    expect(hrefs('Create New Account')).toEqual(['/auth/register']);
  });

  it('lists the six services', () => {
    renderWithPlatform(<HomePage />, { user: null });
    const services = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(services).toEqual(['Airtime', 'Data', 'Cable TV', 'Electricity', 'Result PIN', 'Convert Airtime to Cash']);
  });

  describe('newsletter', () => {
    it('asks for the e-mail under the field, marked invalid and focused', () => {
      const subscribe = jest.fn();
      renderWithPlatform(<HomePage />, { api: { subscribe }, user: null });
      signUp();
      const email = screen.getByLabelText('Email address');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(MESSAGES.newsletter.emailRequired);
      expect(email).toHaveFocus();
      expect(subscribe).not.toHaveBeenCalled();
      typeEmail('a');
      expect(email).not.toHaveAttribute('aria-invalid');
    });

    it('subscribes and shows the server message', async () => {
      let finish: (value: unknown) => void = () => undefined;
      const subscribe = jest.fn(() => new Promise((resolve) => (finish = resolve)));
      const { platform } = renderWithPlatform(<HomePage />, { api: { subscribe }, user: null });
      typeEmail(' ada@example.com ');
      signUp();
      expect(subscribe).toHaveBeenCalledWith('ada@example.com');
      expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
      await act(async () => finish(ok(null, 'You have subscribed to our newsletter')));
      expect(platform.toast.success).toHaveBeenCalledWith('You have subscribed to our newsletter');
      expect(screen.getByLabelText('Email address')).toHaveValue('');
    });

    it("shows the failure's message.email", async () => {
      const subscribe = jest.fn(() =>
        Promise.reject(httpError(400, { message: { email: ['subscriber with this email already exists.'] } })),
      );
      const { platform } = renderWithPlatform(<HomePage />, { api: { subscribe }, user: null });
      typeEmail('ada@example.com');
      signUp();
      await screen.findByRole('button', { name: MESSAGES.newsletter.signUp });
      await act(async () => undefined);
      expect(platform.toast.error.mock.calls).toEqual([['subscriber with this email already exists.']]);
      const email = screen.getByLabelText('Email address');
      expect(email).toHaveValue('ada@example.com');
      expect(email).toHaveAccessibleDescription('subscriber with this email already exists.');
      expect(email).toHaveFocus();
    });
  });
});
