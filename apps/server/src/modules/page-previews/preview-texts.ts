import type { SharedPageFacts } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';

/** What a shared page's preview says: a title, and when and how many places are left. */
export interface PagePreview {
  title: string;
  description: string;
}

interface Words {
  match: (club: string) => string;
  night: (club: string) => string;
  championship: (club: string, name: string) => string;
  placesLeft: (count: number) => string;
  full: string;
}

const words: Record<ServerLanguage, Words> = {
  en: {
    match: (club) => `Padel match at ${club}`,
    night: (club) => `Padel night at ${club}`,
    championship: (club, name) => `${name} at ${club}`,
    placesLeft: (count) => (count === 1 ? '1 place left' : `${count} places left`),
    full: 'Full',
  },
  es: {
    match: (club) => `Partido de pádel en ${club}`,
    night: (club) => `Noche de pádel en ${club}`,
    championship: (club, name) => `${name} en ${club}`,
    placesLeft: (count) => (count === 1 ? 'Queda 1 plaza' : `Quedan ${count} plazas`),
    full: 'Completo',
  },
  ar: {
    match: (club) => `مباراة بادل في ${club}`,
    night: (club) => `أمسية بادل في ${club}`,
    championship: (club, name) => `${name} في ${club}`,
    placesLeft: (count) => `الأماكن المتبقية: ${count}`,
    full: 'مكتمل',
  },
};

/** The preview of a shared page in a language, `when` already on the club's clock. */
export function previewText(
  facts: SharedPageFacts,
  language: ServerLanguage,
  when: string,
): PagePreview {
  const say = words[language];
  const title = say[facts.kind](facts.club, facts.name ?? '');
  if (facts.placesLeft === null) return { title, description: when };
  const places = facts.placesLeft > 0 ? say.placesLeft(facts.placesLeft) : say.full;
  return { title, description: `${when} · ${places}` };
}
