import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { now } from './clock';

interface RealtimeKeys {
  appId: string;
  key: string;
  secret: string;
}

/** The keys the embedded realtime server generated and kept in its data folder. */
function realtimeKeys(): RealtimeKeys {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return JSON.parse(readFileSync(join(dataDir, 'realtime-keys.json'), 'utf8')) as RealtimeKeys;
}

/**
 * Publishes an event through the server's HTTP events API, signed with the app secret the way
 * the Pusher server libraries sign it.
 */
export async function publish(
  baseURL: string,
  channel: string,
  event: string,
  data: unknown,
): Promise<void> {
  const { appId, key, secret } = realtimeKeys();
  const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
  const path = `/apps/${appId}/events`;
  const params = new URLSearchParams({
    auth_key: key,
    auth_timestamp: String(Math.floor(now().getTime() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  });
  params.sort();
  const query = decodeURIComponent(params.toString());
  const signature = createHmac('sha256', secret).update(`POST\n${path}\n${query}`).digest('hex');
  const response = await fetch(`${baseURL}${path}?${query}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  expect(response.status, `events API: ${await response.clone().text()}`).toBe(200);
}

/** Everything a page's websockets receive, from the moment this is called. */
export function recordSocketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString());
    });
  });
  return frames;
}

/** Waits until the page's realtime connection has joined the channel. */
export async function expectSubscribed(frames: string[], channel: string): Promise<void> {
  await expect
    .poll(
      () =>
        frames.some((frame) => {
          const message = JSON.parse(frame) as { event?: string; channel?: string };
          return (
            message.event === 'pusher_internal:subscription_succeeded' &&
            message.channel === channel
          );
        }),
      { message: `subscribed to ${channel}`, timeout: 15_000 },
    )
    .toBe(true);
}
