import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

test('Home goes to /#home inside the app (no page reload) and scrolls the hero into view', async () => {
  const scrollIntoView = jest.fn();
  Object.assign(Element.prototype, { scrollIntoView });
  const { router } = renderApp('/about');
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
  fireEvent.click(nav.getByRole('link', { name: 'Home' }));

  await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', hash: '#home' }));
  await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('home')));
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
