// The app's frame icons: one set (lucide), decorative (aria-hidden); the control that holds one
// carries the accessible name.
import type { ComponentType } from 'react';
import { ArrowLeft, Bell, Menu, X, type LucideProps } from 'lucide-react';
import { base } from './iconBase';

const icon = (Glyph: ComponentType<LucideProps>) => {
  const Icon = (props: LucideProps) => <Glyph {...base} {...props} />;
  return Icon;
};

export const MenuIcon = /* @__PURE__ */ icon(Menu);
export const CloseIcon = /* @__PURE__ */ icon(X);
export const BackIcon = /* @__PURE__ */ icon(ArrowLeft);
export const BellIcon = /* @__PURE__ */ icon(Bell);
