import {
  dateTimeFormat,
  sharedPageOf,
  type SharedPageFacts,
  type SharedPageKind,
} from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import { previewText, type PagePreview } from './preview-texts.js';

export type { PagePreview } from './preview-texts.js';

/** How a feature reads what its shared page shows; null when the link shows nothing. */
export type SharedPageReader = (id: string) => Promise<SharedPageFacts | null>;

/** When, on the club's clock, in the reader's language: 'Wed, 9 Dec, 19:30'. */
function clubWhen(facts: SharedPageFacts, language: ServerLanguage): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: facts.timeZone,
  }).format(new Date(facts.startsAt));
}

/**
 * The previews of the pages players share by link (issue 44): a chat app that fetches the
 * link reads its title and its time and places in the page's meta tags. Each feature reads its
 * own page; an address that is no shared page, or one its feature shows nothing of, has none.
 */
export function createPagePreviews(readers: Record<SharedPageKind, SharedPageReader>) {
  return async function previewOf(
    path: string,
    language: ServerLanguage,
  ): Promise<PagePreview | null> {
    const page = sharedPageOf(path);
    if (!page) return null;
    const facts = await readers[page.kind](page.id);
    return facts && previewText(facts, language, clubWhen(facts, language));
  };
}
export type PagePreviews = ReturnType<typeof createPagePreviews>;
