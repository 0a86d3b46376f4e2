import { BRAND_IDS } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import {
  channelsCarrying,
  channelsFor,
  isPresenceChannel,
  isPrivateChannel,
  isRoleChannel,
  isValidChannelName,
  mayJoin,
  normaliseRoles,
  userChannel,
} from './channels';

/** Section 6 of the spec, written out by hand: what each role hears in brand 8. */
const BRAND_8: Record<string, Record<string, string[]>> = {
  Driver: { 'jfd-order-delivery': ['jfd-order-delivery'] },
  Dispatcher: {
    'jfd-order-updates': ['jfd-order-updates'],
    'private-jfd-orders': ['jfd-orders'],
  },
  'Shopping Concierge': {
    'order-fulfillment': ['order-fulfillment'],
    'jfd-order-updates': ['jfd-order-updates'],
  },
};
const ROLES = Object.keys(BRAND_8);
const OTHER_ROLES = ['Admin', 'Manager', 'HR'];
const BRANDS: (number | null)[] = [...BRAND_IDS, null];

/** Every subset of the realtime roles, each also mixed with roles that have no channels. */
function roleSets(): string[][] {
  const sets: string[][] = [];
  for (let mask = 0; mask < 1 << ROLES.length; mask++) {
    const picked = ROLES.filter((_, i) => mask & (1 << i));
    sets.push(picked, [...OTHER_ROLES.slice(0, 1), ...picked]);
  }
  return sets;
}

function expected(roles: string[], brandId: number | null, userId: number) {
  const map: Record<string, Set<string>> = {
    [`private-user.${userId}`]: new Set(['notification']),
  };
  if (brandId === 8) {
    for (const role of roles) {
      for (const [channel, events] of Object.entries(BRAND_8[role] ?? {})) {
        map[channel] ??= new Set();
        for (const event of events) map[channel].add(event);
      }
    }
  }
  return map;
}

function asMap(entries: { channel: string; events: string[] }[]) {
  return Object.fromEntries(entries.map((e) => [e.channel, new Set(e.events)]));
}

describe('channelsFor', () => {
  for (const brandId of BRANDS) {
    for (const roles of roleSets()) {
      it(`brand ${brandId} with roles [${roles.join(', ')}]`, () => {
        const entries = channelsFor({ roles: roles.join(','), brandId, userId: 42 });
        expect(asMap(entries)).toEqual(expected(roles, brandId, 42));
        expect(entries[0]).toEqual({ channel: 'private-user.42', events: ['notification'] });
        expect(new Set(entries.map((e) => e.channel)).size).toBe(entries.length);
        for (const entry of entries) expect(isValidChannelName(entry.channel)).toBe(true);
        // The same answer from a list of names.
        expect(channelsFor({ roles, brandId, userId: 42 })).toEqual(entries);
      });
    }
  }

  it('merges a channel two roles share into one subscription', () => {
    const entries = channelsFor({
      roles: 'Dispatcher,Shopping Concierge',
      brandId: 8,
      userId: 1,
    });
    expect(entries.map((e) => e.channel)).toEqual([
      'private-user.1',
      'jfd-order-updates',
      'private-jfd-orders',
      'order-fulfillment',
    ]);
  });

  it.each([['driver'], [' DRIVER '], ['dRiVeR,'], [',  Driver  ,']])(
    'reads the role %j case-insensitively and trimmed',
    (roles) => {
      expect(channelsFor({ roles, brandId: 8, userId: 3 }).map((e) => e.channel)).toEqual([
        'private-user.3',
        'jfd-order-delivery',
      ]);
    },
  );

  it('reads "shopping   concierge" with any spacing and case', () => {
    expect(
      channelsFor({ roles: 'shopping   CONCIERGE', brandId: 8, userId: 3 }).map((e) => e.channel),
    ).toEqual(['private-user.3', 'order-fulfillment', 'jfd-order-updates']);
  });

  it('gives no user channel without a user id, and nothing for empty roles elsewhere', () => {
    expect(channelsFor({ roles: 'Driver', brandId: 8, userId: null })).toEqual([
      { channel: 'jfd-order-delivery', events: ['jfd-order-delivery'] },
    ]);
    expect(channelsFor({ roles: null, brandId: null, userId: null })).toEqual([]);
    expect(channelsFor({ roles: '', brandId: 8, userId: 5 })).toEqual([
      { channel: 'private-user.5', events: ['notification'] },
    ]);
  });
});

describe('isRoleChannel', () => {
  it('names the public channels of section 6, and no other', () => {
    for (const channel of ['jfd-order-updates', 'order-fulfillment', 'jfd-order-delivery']) {
      expect(isRoleChannel(channel), channel).toBe(true);
    }
    for (const channel of ['private-jfd-orders', 'jfd-orders', 'private-user.3', 'news']) {
      expect(isRoleChannel(channel), channel).toBe(false);
    }
  });
});

describe('mayJoin', () => {
  const known = [
    'jfd-order-delivery',
    'jfd-order-updates',
    'private-jfd-orders',
    'order-fulfillment',
    'private-user.7',
    'private-user.8',
    'private-jfd-orders-2',
    'jfd-orders',
  ];
  for (const brandId of BRANDS) {
    for (const roles of roleSets()) {
      it(`brand ${brandId} with roles [${roles.join(', ')}]`, () => {
        const allowed = expected(roles, brandId, 7);
        const user = { id: 7, roles, activeBrandId: brandId };
        for (const channel of known) {
          expect(mayJoin(user, channel), channel).toBe(channel in allowed);
        }
      });
    }
  }

  it('never lets a user into another user channel', () => {
    expect(mayJoin({ id: 7, roles: 'Dispatcher', activeBrandId: 8 }, userChannel(8))).toBe(false);
    expect(mayJoin({ id: 7, roles: 'Dispatcher', activeBrandId: 8 }, userChannel(7))).toBe(true);
  });

  it('keeps the dispatcher channel to dispatchers of the active brand', () => {
    expect(mayJoin({ id: 1, roles: ['dispatcher'], activeBrandId: 8 }, 'private-jfd-orders')).toBe(
      true,
    );
    expect(mayJoin({ id: 1, roles: ['dispatcher'], activeBrandId: 9 }, 'private-jfd-orders')).toBe(
      false,
    );
    expect(mayJoin({ id: 1, roles: ['driver'], activeBrandId: 8 }, 'private-jfd-orders')).toBe(
      false,
    );
  });
});

describe('channelsCarrying', () => {
  it.each([
    ['jfd-order-delivery', ['jfd-order-delivery']],
    ['jfd-order-updates', ['jfd-order-updates']],
    ['jfd-orders', ['private-jfd-orders']],
    ['order-fulfillment', ['order-fulfillment']],
    ['notification', []],
  ])('finds where %s is bound in brand 8', (event, channels) => {
    expect(channelsCarrying(8, event).sort()).toEqual([...channels].sort());
  });

  it('finds nothing in brands without a realtime group', () => {
    for (const brandId of BRAND_IDS.filter((id) => id !== 8)) {
      expect(channelsCarrying(brandId, 'jfd-order-updates')).toEqual([]);
    }
  });
});

describe('names', () => {
  it('normalises role lists', () => {
    expect(normaliseRoles(' Driver ,driver, Shopping  Concierge,,')).toEqual([
      'driver',
      'shopping concierge',
    ]);
    expect(normaliseRoles(undefined)).toEqual([]);
  });

  it('tells private and presence channels apart', () => {
    expect(isPrivateChannel('private-jfd-orders')).toBe(true);
    expect(isPrivateChannel('jfd-orders')).toBe(false);
    expect(isPresenceChannel('presence-room')).toBe(true);
  });

  it('applies Pusher channel name rules', () => {
    expect(isValidChannelName('private-user.12')).toBe(true);
    expect(isValidChannelName('a-b_c=d@e,f.g;h')).toBe(true);
    expect(isValidChannelName('')).toBe(false);
    expect(isValidChannelName('x'.repeat(200))).toBe(true);
    expect(isValidChannelName('x'.repeat(201))).toBe(false);
    expect(isValidChannelName('with space')).toBe(false);
    expect(isValidChannelName('slash/')).toBe(false);
    expect(isValidChannelName(12)).toBe(false);
  });
});
