import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../testing/renderApp';

test('Escape closes the open mobile menu and keeps focus on its toggle', async () => {
  renderApp('/about');
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  toggle.focus();
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById('public-nav')).toHaveClass('is-open');

  fireEvent.keyDown(document, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAccessibleName('Open menu');
  expect(toggle).toHaveFocus();
  expect(document.getElementById('public-nav')).not.toHaveClass('is-open');
});
