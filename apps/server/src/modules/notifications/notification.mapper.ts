import {
  notificationFactsSchema,
  notificationKindSchema,
  type AppNotification,
} from '@courtside/shared';
import type { NotificationRow } from './notifications.repo.js';

/** A stored row as the API shows it; facts that do not parse show as none, not as an error. */
export function toNotification(row: NotificationRow): AppNotification {
  const facts = notificationFactsSchema.safeParse(safeJson(row.payload));
  return {
    id: row.id,
    kind: notificationKindSchema.parse(row.kind),
    facts: facts.success ? facts.data : {},
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
