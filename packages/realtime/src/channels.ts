/**
 * Who listens where: the per-brand, per-role channel table of the spec (section 6) and the
 * functions over it. The app subscribes with `channelsFor`; the server signs channel
 * authorisations with `mayJoin` and finds publishing targets with `channelsCarrying`. Pure data
 * and functions, no browser or Node API, so both sides import it.
 */
import { BRAND, REALTIME_GROUP_ID } from '@backoffice/contract';

/** One subscription: a channel name as it goes on the wire, and the events bound on it. */
export interface SubscriptionEntry {
  channel: string;
  events: string[];
}

/** The channels of one role: public ones by name, private ones by their name without prefix. */
export interface RoleChannels {
  publicChannels: readonly SubscriptionEntry[];
  privateChannels: readonly SubscriptionEntry[];
}

/** Pusher's prefix for channels that need a signed authorisation. */
export const PRIVATE_PREFIX = 'private-';
export const PRESENCE_PREFIX = 'presence-';

/** The event carried on every user's own channel when a notification is stored for them. */
export const NOTIFICATION_EVENT = 'notification';

/**
 * The per-user channel is `private-user.{id}`. The spec says only "a private channel named with
 * the user id"; `user.{id}` keeps the id at the end, uses characters Pusher allows, and cannot
 * collide with the role channels, none of which starts with `user.`.
 */
export const USER_CHANNEL_PREFIX = `${PRIVATE_PREFIX}user.`;

/** Events bound on the per-user channel. */
export const USER_CHANNEL_EVENTS: readonly string[] = [NOTIFICATION_EVENT];

/** Role names as the spec spells them; matching is case-insensitive. */
export const REALTIME_ROLES = {
  driver: 'Driver',
  dispatcher: 'Dispatcher',
  shoppingConcierge: 'Shopping Concierge',
} as const;

/**
 * Section 6, line by line, for group id 8. Each public channel carries the event of the same
 * name; the dispatcher's private channel `jfd-orders` carries the event `jfd-orders`.
 */
export const REALTIME_GROUPS: Readonly<Record<number, Readonly<Record<string, RoleChannels>>>> = {
  [REALTIME_GROUP_ID]: {
    [REALTIME_ROLES.driver]: {
      publicChannels: [{ channel: 'jfd-order-delivery', events: ['jfd-order-delivery'] }],
      privateChannels: [],
    },
    [REALTIME_ROLES.dispatcher]: {
      publicChannels: [{ channel: 'jfd-order-updates', events: ['jfd-order-updates'] }],
      privateChannels: [{ channel: 'jfd-orders', events: ['jfd-orders'] }],
    },
    [REALTIME_ROLES.shoppingConcierge]: {
      publicChannels: [
        { channel: 'order-fulfillment', events: ['order-fulfillment'] },
        { channel: 'jfd-order-updates', events: ['jfd-order-updates'] },
      ],
      privateChannels: [],
    },
  },
};

/** Which realtime group a brand uses. Only the delivery brand has one (group id 8). */
export const BRAND_REALTIME_GROUP: Readonly<Record<number, number>> = {
  [BRAND.delivery]: REALTIME_GROUP_ID,
};

export interface ChannelsForInput {
  /** The user's roles: the comma-separated `role` field or a list of names. */
  roles: string | readonly string[] | null | undefined;
  /** The active brand; null before one is chosen. */
  brandId: number | null | undefined;
  /** The signed-in user's id; null gives no per-user channel. */
  userId: number | null | undefined;
}

/** Splits, trims and lower-cases role names; inner runs of spaces count as one. */
export function normaliseRoles(roles: ChannelsForInput['roles']): string[] {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  const names = list.map((role) => role.trim().replace(/\s+/g, ' ').toLowerCase());
  return [...new Set(names.filter((role) => role.length > 0))];
}

export function privateChannelName(name: string): string {
  return name.startsWith(PRIVATE_PREFIX) ? name : `${PRIVATE_PREFIX}${name}`;
}

export function userChannel(userId: number): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}

export function isPrivateChannel(name: string): boolean {
  return name.startsWith(PRIVATE_PREFIX);
}

export function isPresenceChannel(name: string): boolean {
  return name.startsWith(PRESENCE_PREFIX);
}

/** Pusher's channel name rule: 1 to 200 characters of `[A-Za-z0-9_\-=@,.;]`. */
export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && /^[A-Za-z0-9_\-=@,.;]{1,200}$/.test(name);
}

function roleTable(brandId: number | null | undefined): Readonly<Record<string, RoleChannels>> {
  if (brandId == null) return {};
  const group = BRAND_REALTIME_GROUP[brandId];
  return group === undefined ? {} : (REALTIME_GROUPS[group] ?? {});
}

/** The role entries of a brand, keyed by the lower-cased role name. */
function rolesOfBrand(brandId: number | null | undefined): Map<string, RoleChannels> {
  return new Map(
    Object.entries(roleTable(brandId)).map(([role, channels]) => [role.toLowerCase(), channels]),
  );
}

/**
 * The subscriptions of a user: their own channel first, then, role by role in the order the
 * user's roles are listed, that role's public then private channels in the active brand. A channel shared by two roles appears once
 * with the union of its events.
 */
export function channelsFor(input: ChannelsForInput): SubscriptionEntry[] {
  const merged = new Map<string, Set<string>>();
  const add = (channel: string, events: readonly string[]) => {
    const set = merged.get(channel) ?? new Set<string>();
    for (const event of events) set.add(event);
    merged.set(channel, set);
  };
  if (input.userId != null) add(userChannel(input.userId), USER_CHANNEL_EVENTS);
  const table = rolesOfBrand(input.brandId);
  for (const role of normaliseRoles(input.roles)) {
    const channels = table.get(role);
    if (!channels) continue;
    for (const entry of channels.publicChannels) add(entry.channel, entry.events);
    for (const entry of channels.privateChannels) {
      add(privateChannelName(entry.channel), entry.events);
    }
  }
  return [...merged].map(([channel, events]) => ({ channel, events: [...events] }));
}

/** What the server knows of a signed-in user when it decides on a channel. */
export interface ChannelMember {
  id: number;
  roles: string | readonly string[];
  activeBrandId: number | null;
}

/**
 * Whether a user may join a channel: it must be one of their subscriptions for their active
 * brand (their own user channel included). `/pusher/auth` signs nothing else.
 */
export function mayJoin(user: ChannelMember, channelName: string): boolean {
  return channelsFor({ roles: user.roles, brandId: user.activeBrandId, userId: user.id }).some(
    (entry) => entry.channel === channelName,
  );
}

/**
 * Whether a public channel belongs to a role (`jfd-order-updates`): the embedded server lets
 * only a user holding such a role in their active brand subscribe to it (`mayJoin`), although
 * Pusher's public channels need no signature.
 */
export function isRoleChannel(channelName: string): boolean {
  return Object.values(REALTIME_GROUPS).some((roles) =>
    Object.values(roles).some((channels) =>
      channels.publicChannels.some((entry) => entry.channel === channelName),
    ),
  );
}

/** The channels of a brand on which an event is bound, for the server to publish to. */
export function channelsCarrying(brandId: number, event: string): string[] {
  const found = new Set<string>();
  for (const channels of rolesOfBrand(brandId).values()) {
    for (const entry of channels.publicChannels) {
      if (entry.events.includes(event)) found.add(entry.channel);
    }
    for (const entry of channels.privateChannels) {
      if (entry.events.includes(event)) found.add(privateChannelName(entry.channel));
    }
  }
  return [...found];
}
