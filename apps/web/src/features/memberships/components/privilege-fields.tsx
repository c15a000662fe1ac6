import { useTranslation } from 'react-i18next';
import { privilegeNames, type PlanControl } from './plan-draft';
import { TextFieldOf } from './text-field-of';
import styles from './plan-form.module.css';

/** What members may do beyond other players; each left empty keeps the club's own rule. */
export function PrivilegeFields({ control }: { control: PlanControl }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.privileges}>
      <legend className={styles.legend}>{t('memberships.owner.form.privilegesTitle')}</legend>
      <p className={styles.hint}>{t('memberships.owner.form.privilegesHint')}</p>
      {privilegeNames.map((name) => (
        <TextFieldOf
          key={name}
          control={control}
          name={`privileges.${name}`}
          label={t(`memberships.owner.privileges.${name}`)}
          inputMode="numeric"
        />
      ))}
    </fieldset>
  );
}
