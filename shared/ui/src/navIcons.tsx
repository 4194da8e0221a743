// The icons a remote may name for a nav entry (remote.json `icon`), drawn like the frame's own
// (icons.tsx). A module of their own, so that a page drawing only the menu and close icons (the
// public pages) does not carry the icons of every nav entry.
import type { ComponentType } from 'react';
import {
  Banknote,
  BookOpen,
  ChartColumn,
  FileText,
  History,
  Package,
  Rocket,
  ShieldCheck,
  Users,
  CirclePlus,
  Gift,
  GraduationCap,
  LayoutDashboard,
  Layers,
  LayoutGrid,
  MessageSquareWarning,
  Plus,
  ReceiptText,
  Send,
  Settings,
  ShoppingBag,
  Smartphone,
  Tv,
  Wallet,
  Wifi,
  Zap,
  type LucideProps,
} from 'lucide-react';
import { base } from './iconBase';

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
  plus: Plus,
  send: Send,
  gift: Gift,
  // The back office's menu (ADR 0028).
  chart: ChartColumn,
  book: BookOpen,
  'file-text': FileText,
  history: History,
  message: MessageSquareWarning,
  package: Package,
  rocket: Rocket,
  shield: ShieldCheck,
  users: Users,
};

/** Whether a remote's nav entry names an icon of the set (else it is drawn as the grid). */
export const isNavIcon = (name: string | undefined): boolean => name !== undefined && name in NAV_ICONS;

export function NavIcon({ name, size }: { name?: string; size?: number }) {
  const Glyph = NAV_ICONS[name ?? ''] ?? LayoutGrid;
  return <Glyph {...base} size={size ?? base.size} />;
}
