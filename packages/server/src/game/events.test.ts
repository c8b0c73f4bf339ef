import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GameEvents } from './events.ts';

test('listeners hear the events of their own type, in the order they subscribed', () => {
  const events = new GameEvents();
  const heard: string[] = [];
  events.on('changed', () => heard.push('deadline'));
  events.on('changed', () => heard.push('views'));
  events.on('reloaded', ({ hold }) => heard.push(`reloaded ${hold}`));
  events.on('changed', () => heard.push('bots'));
  events.emit({ type: 'changed', decision: null });
  events.emit({ type: 'reloaded', hold: true });
  events.emit({ type: 'closed' });
  assert.deepEqual(heard, ['deadline', 'views', 'bots', 'reloaded true']);
});
