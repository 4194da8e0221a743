import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT } from '@topup/rules';
import { Logo } from './Logo';

test('the logo is one link home, named once: the mark is decoration, the wordmark the name', () => {
  render(
    <MemoryRouter>
      <Logo to="/dashboard" />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: `${PRODUCT.name} home` });
  expect(link).toHaveAttribute('href', '/dashboard');
  expect(link).toHaveTextContent(PRODUCT.name);
  const mark = link.querySelector('svg')!;
  expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(mark.querySelector('rect')).toHaveAttribute('fill', 'var(--tu-primary)');
});
