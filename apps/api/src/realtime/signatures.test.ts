import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import {
  channelAuth,
  channelSignature,
  md5Hex,
  requestSignature,
  verifyChannelAuth,
} from './signatures';

// The test vectors of docs/protocols.md (Pusher's own documentation values).
const KEY = '278d425bdf160c739803';
const SECRET = '7ad3773142a6692b25b8';
const PRESENCE_DATA = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
const TRIGGER_BODY = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';

describe('channel signatures', () => {
  it('signs the private channel vector', () => {
    expect(channelSignature(SECRET, '1234.1234', 'private-foobar')).toBe(
      '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
    expect(channelAuth(KEY, SECRET, '1234.1234', 'private-foobar')).toBe(
      `${KEY}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`,
    );
  });

  it('signs the presence channel vector with its channel data', () => {
    expect(channelSignature(SECRET, '1234.1234', 'presence-foobar', PRESENCE_DATA)).toBe(
      '31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
    );
  });

  it('agrees with the official pusher package', () => {
    const pusher = new Pusher({ appId: '3', key: KEY, secret: SECRET, cluster: 'mt1' });
    expect(pusher.authorizeChannel('1234.1234', 'private-foobar').auth).toBe(
      channelAuth(KEY, SECRET, '1234.1234', 'private-foobar'),
    );
  });

  it('verifies in constant time and refuses near misses', () => {
    const auth = channelAuth(KEY, SECRET, '1.2', 'private-x');
    expect(verifyChannelAuth(KEY, SECRET, auth, '1.2', 'private-x')).toBe(true);
    expect(verifyChannelAuth(KEY, SECRET, auth, '1.3', 'private-x')).toBe(false);
    expect(verifyChannelAuth(KEY, SECRET, auth, '1.2', 'private-y')).toBe(false);
    expect(verifyChannelAuth(KEY, SECRET, `${auth}0`, '1.2', 'private-x')).toBe(false);
    expect(verifyChannelAuth(KEY, SECRET, undefined, '1.2', 'private-x')).toBe(false);
  });
});

describe('HTTP API signatures', () => {
  it('hashes the trigger body vector', () => {
    expect(md5Hex(TRIGGER_BODY)).toBe('ec365a775a4cd0599faeb73354201b6f');
  });

  it('signs the trigger vector', () => {
    const params = {
      auth_key: KEY,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
    };
    expect(requestSignature(SECRET, 'POST', '/apps/3/events', params)).toBe(
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
    // Key order does not matter, and auth_signature is never part of what is signed.
    expect(
      requestSignature(SECRET, 'POST', '/apps/3/events', {
        body_md5: params.body_md5,
        auth_signature: 'ignored',
        auth_version: '1.0',
        auth_timestamp: '1353088179',
        auth_key: KEY,
      }),
    ).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });
});
