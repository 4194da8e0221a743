// The shell's icons: one set (lucide), decorative (aria-hidden); the control that holds one
// carries the accessible name.
import type { ComponentType } from 'react';
import {
  ArrowLeft,
  Banknote,
  Bell,
  CirclePlus,
  GraduationCap,
  LayoutDashboard,
  Layers,
  LayoutGrid,
  Menu,
  ReceiptText,
  Settings,
  ShoppingBag,
  Smartphone,
  Tv,
  Wallet,
  Wifi,
  X,
  Zap,
  type LucideProps,
} from 'lucide-react';

const base: LucideProps = { size: 22, strokeWidth: 2, 'aria-hidden': true, focusable: false, className: 'icon' };
const icon = (Glyph: ComponentType<LucideProps>) => {
  const Shell = (props: LucideProps) => <Glyph {...base} {...props} />;
  return Shell;
};

export const MenuIcon = icon(Menu);
export const CloseIcon = icon(X);
export const BackIcon = icon(ArrowLeft);
export const BellIcon = icon(Bell);

/** Icons a remote may name for a nav entry (remote.json `icon`); unknown names get the grid. */
const NAV_ICONS: Record<string, ComponentType<LucideProps>> = {
  grid: LayoutGrid,
  dashboard: LayoutDashboard,
  wallet: Wallet,
  bag: ShoppingBag,
  cog: Settings,
  phone: Smartphone,
  wifi: Wifi,
  tv: Tv,
  zap: Zap,
  graduation: GraduationCap,
  cash: Banknote,
  receipt: ReceiptText,
  layers: Layers,
  'plus-circle': CirclePlus,
};

/** Whether a remote's nav entry names an icon the shell draws (else it falls back to the grid). */
export const isNavIcon = (name: string | undefined): boolean => name !== undefined && name in NAV_ICONS;

export function NavIcon({ name, size }: { name?: string; size?: number }) {
  const Glyph = NAV_ICONS[name ?? ''] ?? LayoutGrid;
  return <Glyph {...base} size={size ?? base.size} />;
}
