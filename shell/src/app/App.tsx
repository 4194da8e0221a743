import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@topup/ui/src/ui.css';
import '../theme/fonts.css';
import './global.css';
import { appRoutes } from './routes';
import { ShellPlatform } from './ShellPlatform';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ShellPlatform>
      <RouterProvider router={router} />
    </ShellPlatform>
  );
}
