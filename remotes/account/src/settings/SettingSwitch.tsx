import type { LucideIcon } from 'lucide-react';

/** An on/off setting row (the look of the side menu's Night Mode switch). */
export function SettingSwitch({
  label,
  icon: Icon,
  checked,
  onToggle,
  disabled = false,
}: {
  label: string;
  icon?: LucideIcon;
  checked: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="switch" disabled={disabled} onClick={onToggle}>
      {Icon && (
        <span className="account-row__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
      )}
      <span className="account-row__label">{label}</span>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
    </button>
  );
}
