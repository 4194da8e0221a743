import { act, fireEvent, render, screen } from '@testing-library/react';
import { BALANCE_HIDDEN_KEY, setBalanceHidden, useBalanceHidden } from './useBalanceHidden';

function Card({ name }: { name: string }) {
  const [hidden, toggle] = useBalanceHidden();
  return (
    <button type="button" aria-pressed={hidden} onClick={toggle}>
      {name}
    </button>
  );
}

afterEach(() => {
  setBalanceHidden(false);
  localStorage.clear();
});

describe('useBalanceHidden', () => {
  it('keeps the setting under its storage key, so a customer who hid balances before still has them hidden', () => {
    expect(BALANCE_HIDDEN_KEY).toBe('balance-hidden');
    localStorage.setItem('balance-hidden', '1');
    render(<Card name="Card" />);
    expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells every balance on the page when one of them changes it', () => {
    render(
      <>
        <Card name="Dashboard" />
        <Card name="Side menu" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(screen.getByRole('button', { name: 'Side menu' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Side menu' }));
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('0');
  });

  it('hears a change made by another copy of the module (a remote) or another tab', () => {
    render(<Card name="Wallet" />);
    act(() => setBalanceHidden(true));
    expect(screen.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      localStorage.setItem(BALANCE_HIDDEN_KEY, '0');
      window.dispatchEvent(new StorageEvent('storage', { key: BALANCE_HIDDEN_KEY, newValue: '0' }));
    });
    expect(screen.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('still hides for this visit when storage cannot be written', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    render(<Card name="Card" />);
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
    setItem.mockRestore();
    getItem.mockRestore();
  });
});
