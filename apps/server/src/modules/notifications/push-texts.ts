import { dateTimeFormat, noticeLink } from '@courtside/shared/rules';
import type { NotificationFacts, NotificationKind } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';

import ar from '../../../../web/public/assets/i18n/ar.json' with { type: 'json' };
import en from '../../../../web/public/assets/i18n/en.json' with { type: 'json' };
import es from '../../../../web/public/assets/i18n/es.json' with { type: 'json' };

type Catalogue = Record<string, unknown>;

/**
 * A pushed notice says what the app's notification list says: its words are the web app's own
 * catalogue (notifications.kinds), built into the server, so the two never drift apart and
 * the server words them wherever it runs.
 */
const catalogues: Record<ServerLanguage, Catalogue> = { ar, en, es };
const catalogueOf = (language: ServerLanguage): Catalogue => catalogues[language];

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A move, and a club's cancellation with its reason, are worded with the club's day. */
function textKeyOf(kind: NotificationKind, facts: NotificationFacts): string {
  if (kind === 'booking_moved') return 'clubDay.notice.moved';
  if (kind === 'booking_cancelled' && typeof facts.reason === 'string')
    return 'clubDay.notice.cancelled';
  return `notifications.kinds.${kind}`;
}

function whenOf(facts: NotificationFacts, language: string): string {
  if (typeof facts.startsAt !== 'string') return '';
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(typeof facts.timeZone === 'string' ? { timeZone: facts.timeZone } : {}),
  }).format(new Date(facts.startsAt));
}

/** The title and sentence of a notice in `language`, from its facts. */
export function pushText(
  kind: NotificationKind,
  facts: NotificationFacts,
  language: ServerLanguage,
): { title: string; body: string } {
  const catalogue = catalogueOf(language);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts)) values[name] = String(value ?? '');
  // A person who has since closed their account is no longer named.
  for (const named of ['requester', 'partner', 'player'])
    if (facts[named] === null)
      values[named] = lookUp(catalogue, 'notifications.formerPlayer') ?? '';
  values.when = whenOf(facts, language);
  const key = textKeyOf(kind, facts);
  return {
    title: fill(lookUp(catalogue, `${key}.title`) ?? '', values),
    body: fill(lookUp(catalogue, `${key}.body`) ?? '', values),
  };
}

/** The screen a tap on the pushed notice opens: the one the app's list links it to, or the list. */
export const pushUrl = (kind: NotificationKind, facts: NotificationFacts): string =>
  noticeLink(kind, facts) ?? '/user/notifications';
