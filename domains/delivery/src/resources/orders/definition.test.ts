import { availableActions, wrongStateMessage } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { ordersResource } from './orders';

describe('the orders definition', () => {
  it('offers each action from its states, under its permission', () => {
    const can = (permission: string) => permission === 'access_orders';
    expect(availableActions(ordersResource, { status: 'placed' }, can)).toEqual([
      'confirm',
      'cancel',
    ]);
    expect(availableActions(ordersResource, { status: 'ready' }, () => true)).toEqual([
      'assign-driver',
      'dispatch',
      'hand-over',
      'cancel',
    ]);
    expect(wrongStateMessage(ordersResource.actions.dispatch!, 'placed')).toBe(
      'Only ready orders can be dispatched.',
    );
  });
});
