import {
  teamMemberBodySchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  teamRenameBodySchema,
  teamRosterSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** A championship team's name and roster (issue 45), which its captain manages. */
export const championshipRosterRoutes: RoutesPlugin = async (app, { services }) => {
  const { rosters } = services.championships;
  const security = [{ bearerAuth: [] }];
  const tags = ['championships'];
  const team = '/user/champion/:id/season/teams/:teamId';

  app.get(
    team,
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getChampionshipTeam',
        tags,
        summary: "A team's name, captain and roster, names only, with the roster's limits",
        security,
        params: teamParamsSchema,
        response: { 200: teamRosterSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => rosters.read(request.params.id, request.params.teamId),
  );

  app.patch(
    team,
    {
      config: { access: 'user' },
      schema: {
        operationId: 'renameChampionshipTeam',
        tags,
        summary: "The team's captain or the club's owner renames the team",
        security,
        params: teamParamsSchema,
        body: teamRenameBodySchema,
        response: { 200: teamRosterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      rosters.rename(caller(request).id, request.params.id, request.params.teamId, request.body),
  );

  app.post(
    `${team}/members`,
    {
      config: { access: 'user' },
      schema: {
        operationId: 'addChampionshipTeamMember',
        tags,
        summary:
          "The team's captain adds a player: by account (their phone, or someone they played with) within the championship's age and gender rules, or by name only; one team per player",
        security,
        params: teamParamsSchema,
        body: teamMemberBodySchema,
        response: { 201: teamRosterSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const roster = await rosters.add(
        caller(request).id,
        request.params.id,
        request.params.teamId,
        request.body,
      );
      return reply.code(201).send(roster);
    },
  );

  app.delete(
    `${team}/members/:memberId`,
    {
      config: { access: 'user' },
      schema: {
        operationId: 'removeChampionshipTeamMember',
        tags,
        summary: "The team's captain takes a player off the roster, or a player leaves it",
        security,
        params: teamMemberParamsSchema,
        response: { 200: teamRosterSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, teamId, memberId } = request.params;
      return rosters.remove(caller(request).id, id, teamId, memberId);
    },
  );
};
