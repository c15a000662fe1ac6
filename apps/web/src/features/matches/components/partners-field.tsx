import { clsx } from 'clsx';
import { Combobox } from '@base-ui/react/combobox';
import type { PadelUser } from '@courtside/shared';
import { padelUserSearchMinLength } from '@courtside/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { closeIcon } from '@/components/icons/close';
import { expandMoreIcon } from '@/components/icons/expand-more';
import fieldStyles from '@/components/text-field.module.css';
import { usePadelUsers } from '../api/padel-users';
import { fullName } from './seat-row';
import styles from './partners-field.module.css';

interface PartnersFieldProps {
  value: PadelUser[];
  onChange: (partners: PadelUser[]) => void;
  /** Under the field: how many partners may come. */
  helper: string;
}

/**
 * The partners chosen, searched by name or username among the padel players (two letters at
 * least: the list of every player is never shown), drawn as chips in an outlined field.
 */
export function PartnersField({ value, onChange, helper }: PartnersFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const searchable = search.trim().length >= padelUserSearchMinLength;
  const users = usePadelUsers(search.trim(), searchable);
  const empty = !searchable
    ? t('matches.partnersSearchHint')
    : users.isFetching
      ? t('common.loading')
      : t('matches.noPlayersFound');
  return (
    <Combobox.Root
      multiple
      items={users.data ?? []}
      value={value}
      onValueChange={(next, details) => {
        // Escape closes the list; it never takes the partners chosen away (as Material's did).
        if (details.reason !== 'escape-key') onChange(next);
      }}
      inputValue={search}
      onInputValueChange={setSearch}
      // The server searches; every player it answers is offered.
      filter={null}
      itemToStringLabel={fullName}
      isItemEqualToValue={(option, chosen) => option.id === chosen.id}
    >
      <div
        className={clsx(styles.field, fieldStyles.chips, value.length > 0 && fieldStyles.shrink)}
      >
        <Combobox.InputGroup className={fieldStyles.box}>
          <Combobox.Chips style={{ display: 'contents' }}>
            {value.map((partner) => (
              <PartnerChip key={partner.id} partner={partner} />
            ))}
            <Combobox.Input
              id={id}
              className={fieldStyles.input}
              placeholder=" "
              aria-describedby={`${id}-line`}
            />
            <label htmlFor={id} className={fieldStyles.label}>
              {t('matches.partners')}
            </label>
          </Combobox.Chips>
          <FieldEnds clearable={value.length > 0} />
        </Combobox.InputGroup>
        <p id={`${id}-line`} className={fieldStyles.helper}>
          {helper}
        </p>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner className={styles.positioner} sideOffset={2}>
          <Combobox.Popup className={styles.popup}>
            <Combobox.Empty className={styles.empty}>{empty}</Combobox.Empty>
            <Combobox.List className={styles.list}>
              {(user: PadelUser) => (
                <Combobox.Item key={user.id} value={user} className={styles.option}>
                  {fullName(user)}
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}

/** A partner chosen: their name, and a button (or Backspace) that takes them off. */
function PartnerChip({ partner }: { partner: PadelUser }) {
  const { t } = useTranslation();
  const name = fullName(partner);
  return (
    <Combobox.Chip className={styles.chip} aria-label={name}>
      <span className={styles.chipName}>{name}</span>
      <Combobox.ChipRemove
        className={styles.chipRemove}
        aria-label={t('matches.removePartner', { name })}
      >
        <Icon path={closeIcon} />
      </Combobox.ChipRemove>
    </Combobox.Chip>
  );
}

/** Clear every partner (once there are some), and open the list: at the field's end. */
function FieldEnds({ clearable }: { clearable: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.ends}>
      {clearable && (
        <Combobox.Clear className={clsx(styles.end, styles.clear)} aria-label={t('common.clear')}>
          <Icon path={closeIcon} />
        </Combobox.Clear>
      )}
      <Combobox.Trigger className={clsx(styles.end, styles.trigger)} aria-label={t('common.open')}>
        <Icon path={expandMoreIcon} />
      </Combobox.Trigger>
    </span>
  );
}
