import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SettingsSectionProps {
  title: string;
  hint: string;
  saveLabel: string;
  /** The fields as typed pass the shared schema. */
  canSave: boolean;
  saving: boolean;
  failed: boolean;
  onSave: () => void;
  /** The setting's fields. */
  children: ReactNode;
}

/** One of the club's booking settings: its title and hint, its fields, and its own Save. */
export function SettingsSection(props: SettingsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Typography variant="subtitle1" component="h2" id={titleId}>
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.hint}
      </Typography>
      {props.children}
      {props.failed && (
        <Typography color="error" role="alert">
          {t('courtsAdmin.saveFailed')}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={props.onSave}
        disabled={!props.canSave}
        loading={props.saving}
      >
        {props.saveLabel}
      </Button>
    </Stack>
  );
}
