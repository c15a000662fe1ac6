/** The path of a match's result, under which its record and answers sit. */
export const resultPath = (matchId: string) => `/user/match/${encodeURIComponent(matchId)}/result`;
