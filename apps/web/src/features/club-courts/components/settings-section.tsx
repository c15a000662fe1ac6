import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import styles from './settings.module.css';

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
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {props.title}
      </h2>
      <p className={styles.hint}>{props.hint}</p>
      {props.children}
      {props.failed && (
        <p className={styles.failed} role="alert">
          {t('courtsAdmin.saveFailed')}
        </p>
      )}
      <Button
        variant="contained"
        onClick={props.onSave}
        disabled={!props.canSave}
        loading={props.saving}
      >
        {props.saveLabel}
      </Button>
    </section>
  );
}

/** A field's unit after its value (hours, days, %). */
export function FieldUnit({ children }: { children: ReactNode }) {
  return <span className={styles.unit}>{children}</span>;
}
