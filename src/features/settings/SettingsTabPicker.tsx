import styled from 'styled-components';
import { Select } from '@/ui/Select';
import { SETTINGS_TABS, type SettingsTabSlug } from './settingsTabs';

type SettingsTabPickerProps = {
  value: SettingsTabSlug;
  onChange: (slug: string) => void;
};

/** The settings sections as a native select, for phones (the tab list is hidden there). */
export const SettingsTabPicker = ({ value, onChange }: SettingsTabPickerProps) => (
  <Picker
    label="Settings section"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    options={SETTINGS_TABS.map(({ slug, label }) => ({ value: slug, label }))}
  />
);

const Picker = styled(Select)`
  ${({ theme }) => theme.media.aboveMobile} {
    display: none;
  }
`;
