import { BrowserRouter } from 'react-router-dom';
import '@topup/ui/src/ui.css';
import '../theme/fonts.css';
import './global.css';
import { AppRoutes } from './AppRoutes';
import { ShellPlatform } from './ShellPlatform';

/** Declarative routing: the data router's code is twice the size and the shell uses none of it (ADR 0015). */
export function App() {
  return (
    <ShellPlatform>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShellPlatform>
  );
}
