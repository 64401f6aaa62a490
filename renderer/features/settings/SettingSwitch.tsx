import { useId } from 'react';
import { Switch } from '../../ui/controls';

interface SettingSwitchProps {
  label: string;
  /** What the setting does, read with the switch by screen readers. */
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A setting that applies the moment it is flipped. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <div className={disabled ? 'fh-setting-switch fh-setting-switch-disabled' : 'fh-setting-switch'}>
      <Switch
        size="large"
        alignIndicator="end"
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <p id={descriptionId} className="fh-setting-switch-text">
        {description}
      </p>
    </div>
  );
}
