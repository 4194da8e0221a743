// Decorative inline icons (aria-hidden); the control that holds one carries the accessible name.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = () => <Icon><path {...stroke} d="M4 6h16M4 12h16M4 18h16" /></Icon>;
export const CloseIcon = () => <Icon><path {...stroke} d="M6 6l12 12M18 6L6 18" /></Icon>;
export const BackIcon = () => <Icon><path {...stroke} d="M15 5l-7 7 7 7" /></Icon>;
export const BellIcon = () => <Icon><path {...stroke} d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" /></Icon>;
export const GridIcon = () => <Icon><path {...stroke} d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" /></Icon>;
export const WalletIcon = () => <Icon><path {...stroke} d="M3 7h18v12H3zM3 7l3-3h12M16 13h2" /></Icon>;
export const BagIcon = () => <Icon><path {...stroke} d="M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0" /></Icon>;
export const CogIcon = () => <Icon><circle {...stroke} cx="12" cy="12" r="3" /><path {...stroke} d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" /></Icon>;
