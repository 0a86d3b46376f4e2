export {
  CHANNELS_STORAGE_KEY,
  type ChannelStorage,
  clearCachedChannels,
  readCachedChannels,
} from './channelCache';
export {
  type AlertSound,
  type AlertSoundOptions,
  createAlertSound,
} from './createAlertSound';
export {
  ChannelAuthorizationError,
  type ChannelAuthorizerOptions,
  createChannelAuthorizer,
} from './createChannelAuthorizer';
export { fetchRealtimeConfig } from './fetchRealtimeConfig';
export {
  type ChannelLike,
  type PusherClientLike,
  pusherOptions,
  type RealtimeEvent,
  RealtimeManager,
  type RealtimeManagerOptions,
  type RealtimeState,
} from './RealtimeManager';
export { readXsrfToken } from './readXsrfToken';
export {
  type RealtimeUserFields,
  type UseRealtimeOptions,
  type UseRealtimeResult,
  useRealtime,
} from './useRealtime';
