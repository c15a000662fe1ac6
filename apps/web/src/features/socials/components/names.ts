import type { SocialDetail, SocialGameView } from '@courtside/shared';
import { isolated } from '@/lib/bidi';

/** A player's name as the night's screens show it, kept whole inside a line of either direction. */
export function namer(night: SocialDetail) {
  const names = new Map(night.players.map((p) => [p.userId, p.name]));
  return (userId: string) => isolated(names.get(userId) ?? '');
}

/** The current round's games, and the reader's own among them. */
export function roundOf(night: SocialDetail, userId: string) {
  const games = night.games.filter((game) => game.round === night.round);
  const mine = games.find((game) => game.pairs.flat().includes(userId)) ?? null;
  return { games, mine };
}

type Pair = readonly [string, string];

/** A game's two pairs, and its two scores once entered: the schema holds each to two. */
export const sidesOf = (game: SocialGameView) => game.pairs as unknown as readonly [Pair, Pair];
export const scoresOf = (game: SocialGameView) =>
  game.points as unknown as readonly [number, number] | null;
