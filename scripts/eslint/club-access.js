import { resolve } from 'node:path';

/**
 * Who may act on a club is decided in one file: apps/server/src/modules/clubs/club-access.ts.
 * Anywhere else on the server, comparing a club's owner with someone is a second, hand-written
 * check (with its own refusal, and one a club's staff would never pass), so it is refused.
 *
 * A club's owner is named `club.owner_id` (of anything called …club…, a `clubOfMatch()` too),
 * `club_owner_id`, `clubOwnerId`, or read by a function called `clubOwner…`/`payeeOwner…`. A match's owner
 * (`record.match.owner_id`) is another thing, and is left alone.
 */
const clubAccessFile = 'apps/server/src/modules/clubs/club-access.ts';

const ownerOfClub = /^(?:club|payee)_?owner/i;
const comparisons = new Set(['===', '!==', '==', '!=']);

/**
 * The last name of an expression: `club` for `place.club`, `owner_id` for `club?.owner_id`,
 * `clubOfMatch` for `(await clubOfMatch(db, id))!`.
 */
function lastName(node) {
  switch (node?.type) {
    case 'Identifier':
      return node.name;
    case 'MemberExpression':
      return node.computed ? '' : node.property.name;
    case 'ChainExpression':
    case 'TSNonNullExpression':
      return lastName(node.expression);
    case 'AwaitExpression':
      return lastName(node.argument);
    case 'CallExpression':
      return lastName(node.callee);
    default:
      return '';
  }
}

function namesClubOwner(node) {
  switch (node?.type) {
    case 'ChainExpression':
    case 'TSNonNullExpression':
    case 'TSAsExpression':
      return namesClubOwner(node.expression);
    case 'AwaitExpression':
      return namesClubOwner(node.argument);
    case 'LogicalExpression':
      return namesClubOwner(node.left) || namesClubOwner(node.right);
    case 'Identifier':
      return ownerOfClub.test(node.name);
    case 'MemberExpression': {
      const name = lastName(node);
      return ownerOfClub.test(name) || (name === 'owner_id' && /club/i.test(lastName(node.object)));
    }
    case 'CallExpression':
      return ownerOfClub.test(lastName(node.callee));
    default:
      return false;
  }
}

export const clubAccessRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps every check of a club's owner in modules/clubs/club-access.ts." },
    messages: {
      handWritten:
        'Ask modules/clubs/club-access.ts (mayActOnClub, checkClubAccess) whether a user may act on a club: it is the one place that decides, with the one refusal.',
    },
    schema: [],
  },
  create(context) {
    if (context.filename === resolve(context.cwd, clubAccessFile)) return {};
    return {
      BinaryExpression(node) {
        if (
          comparisons.has(node.operator) &&
          (namesClubOwner(node.left) || namesClubOwner(node.right))
        )
          context.report({ node, messageId: 'handWritten' });
      },
    };
  },
};
