import type { DashboardSettings } from './dashboard-settings';
import { FormGroup, InputGroup, Switch, TextArea } from '../../ui/controls';

interface DashboardTextFieldsProps {
  settings: DashboardSettings;
  onChange: (fields: Partial<DashboardSettings>) => void;
}

/** The hero's words in the Customize dialog: title, subtitle, welcome message, farm name on or off. */
export function DashboardTextFields({ settings, onChange }: DashboardTextFieldsProps) {
  return (
    <fieldset className="fh-customize-group">
      <legend className="fh-customize-heading">Heading</legend>
      <FormGroup className="fh-field" label="Title" labelFor="dashboard-title">
        <InputGroup
          id="dashboard-title"
          size="large"
          maxLength={80}
          value={settings.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormGroup>
      <FormGroup className="fh-field" label="Subtitle" labelFor="dashboard-subtitle" labelInfo="(optional)">
        <InputGroup
          id="dashboard-subtitle"
          size="large"
          maxLength={120}
          value={settings.subtitle}
          onChange={(event) => onChange({ subtitle: event.target.value })}
        />
      </FormGroup>
      <FormGroup className="fh-field" label="Welcome message" labelFor="dashboard-welcome" labelInfo="(optional)">
        <TextArea
          id="dashboard-welcome"
          fill
          autoResize
          maxLength={300}
          placeholder="A note for whoever opens the app, e.g. Check the north water trough today"
          value={settings.welcomeMessage}
          onChange={(event) => onChange({ welcomeMessage: event.target.value })}
        />
      </FormGroup>
      <Switch
        className="fh-customize-switch"
        size="large"
        label="Show farm name"
        checked={settings.showFarmName}
        onChange={(event) => onChange({ showFarmName: event.currentTarget.checked })}
      />
    </fieldset>
  );
}
