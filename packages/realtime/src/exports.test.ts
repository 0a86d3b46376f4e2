import { describe, expect, it } from 'vitest';
import * as client from './client';
import * as root from './index';

// The public surface of each entry point; a change here is a change for server and app alike.
describe('entry points', () => {
  it('exports the shared configuration from the root', () => {
    expect(Object.keys(root).sort()).toEqual([
      'BRAND_REALTIME_GROUP',
      'CHANNEL_AUTH_PATH',
      'NOTIFICATION_EVENT',
      'PRESENCE_PREFIX',
      'PRIVATE_PREFIX',
      'REALTIME_CONFIG_PATH',
      'REALTIME_GROUPS',
      'REALTIME_ROLES',
      'USER_CHANNEL_EVENTS',
      'USER_CHANNEL_PREFIX',
      'channelsCarrying',
      'channelsFor',
      'isPresenceChannel',
      'isPrivateChannel',
      'isRoleChannel',
      'isValidChannelName',
      'mayJoin',
      'normaliseRoles',
      'parseRealtimeConfig',
      'privateChannelName',
      'userChannel',
    ]);
  });

  it('exports the browser pieces from ./client', () => {
    expect(Object.keys(client).sort()).toEqual([
      'CHANNELS_STORAGE_KEY',
      'ChannelAuthorizationError',
      'RealtimeManager',
      'clearCachedChannels',
      'createAlertSound',
      'createChannelAuthorizer',
      'fetchRealtimeConfig',
      'pusherOptions',
      'readCachedChannels',
      'readXsrfToken',
      'useRealtime',
    ]);
  });
});
