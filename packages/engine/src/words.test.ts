import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACTION_TYPES } from './actions.ts';
import { apply } from './apply.ts';
import { createGame } from './setup.ts';
import { seedOf } from './testing.ts';
import { CARD_KINDS, COLOURS, ROLES, TEAMS } from './types.ts';
import { ACTION_NAMES, CARD_NAMES, COLOUR_NAMES, ROLE_NAMES, roleWithArticle, TEAM_NAMES } from './words.ts';

/** Every value of a vocabulary named, and no two alike (a copy-paste slip would name two roles the same). */
function namesEach(kind: string, ids: readonly string[], names: Readonly<Record<string, string>>): void {
  assert.deepEqual(Object.keys(names).sort(), [...ids].sort(), `${kind}: one name per id`);
  const values = Object.values(names);
  assert.ok(
    values.every((v) => v.trim() === v && v.length > 0),
    `${kind}: no empty or padded name`,
  );
  assert.equal(new Set(values).size, values.length, `${kind}: no two ids share a name`);
}

test('the game’s words name every role, team, colour, card and action once, each differently', () => {
  namesEach('roles', ROLES, ROLE_NAMES);
  namesEach('teams', TEAMS, TEAM_NAMES);
  namesEach('colours', COLOURS, COLOUR_NAMES);
  namesEach('cards', CARD_KINDS, CARD_NAMES);
  namesEach('actions', ACTION_TYPES, ACTION_NAMES);
});

test('a role with its article: several Investigators and Cultists sit at a table, every other role is the one', () => {
  assert.equal(roleWithArticle('investigator'), 'an Investigator');
  assert.equal(roleWithArticle('cultist'), 'a Cultist');
  assert.equal(roleWithArticle('radiantBeauty'), 'the Radiant Beauty');
  for (const role of ROLES.filter((r) => r !== 'investigator' && r !== 'cultist'))
    assert.equal(roleWithArticle(role), `the ${ROLE_NAMES[role]}`);
});

test('a refusal names the action and the choices left in the same words', () => {
  const created = createGame({ players: 5, seed: seedOf(3) });
  assert.ok(created.ok);
  const result = apply(created.state, 0, { type: 'guessSeer', target: 1 });
  assert.ok(!result.ok);
  assert.equal(result.rejection.code, 'action/not-now');
  assert.match(
    result.rejection.message,
    new RegExp(`^You cannot ${ACTION_NAMES.guessSeer} now\\. You can: `),
  );
  assert.ok(result.rejection.message.includes(ACTION_NAMES.ready), result.rejection.message);
});
