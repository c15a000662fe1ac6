import type { ClubAction } from '@courtside/shared/rules';

/** What a route tells the user-area shell about its screen. */
export interface ScreenHandle {
  /** i18n key of the title shown in the top app bar. */
  titleKey: string;
  /**
   * A query parameter whose value, when present, is the title instead (SPEC 2: the owner's
   * court screen is titled with the court's name from `?name`).
   */
  titleParam?: string;
  /** Another title while the query has a parameter, e.g. 'Edit match' for ?id= on Create match. */
  titleWith?: { param: string; titleKey: string };
  /** A screen the tab bar opens directly: no back arrow, since its tab is the way back. */
  tabRoot?: boolean;
  /** A club's screen: what it does there, which the person's role at the club must give. */
  clubAction?: ClubAction;
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title's i18n key for the screen's query: `titleWith`'s when its parameter is there. */
export function titleKeyOf(handle: ScreenHandle, search: URLSearchParams): string {
  return handle.titleWith && search.has(handle.titleWith.param)
    ? handle.titleWith.titleKey
    : handle.titleKey;
}
