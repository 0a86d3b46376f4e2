// The order the component layer runs its stories in, from `STORIES_ORDER` (set by
// `node scripts/test-stories.mjs --order …`): unset or `normal` is the runner's own order (story
// files as jest schedules them, the stories of a file as they are written); `reverse` runs the
// files by path from last to first and the stories of each file from last to first; `shuffle:SEED`
// shuffles both, the same way for the same seed. The stories of one file share one page, so the
// order inside a file is what shows a story depending on the one run before it.
//
// This file is both jest's `testSequencer` (the order of the files, `test-runner-jest.config.js`)
// and, through `test-runner-order-setup.cjs`, what orders the stories within a file.

/** `{ kind: 'normal' | 'reverse' | 'shuffle', seed }` from `STORIES_ORDER`. */
function storiesOrder(value = process.env.STORIES_ORDER ?? '') {
  const [kind = '', seed = ''] = value.trim().split(':');
  if (kind === '' || kind === 'normal') return { kind: 'normal', seed: 0 };
  if (kind === 'reverse') return { kind, seed: 0 };
  if (kind === 'shuffle' && /^\d+$/.test(seed)) return { kind, seed: Number(seed) };
  throw new Error(
    `STORIES_ORDER must be normal, reverse or shuffle:SEED (a number), not "${value}"`,
  );
}

/** FNV-1a of a string: a number to mix the seed with what is shuffled. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `items` in the order asked for; `key` names the list (a file's title, `files`), so that each
 * list is shuffled its own way from the one seed.
 */
function inOrder(items, key, order = storiesOrder()) {
  if (order.kind === 'normal') return items;
  const copy = [...items];
  if (order.kind === 'reverse') return copy.reverse();
  const random = generator(hash(`${order.seed}:${key}`));
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** jest's test sequencer: the story files sorted by path, then in the order asked for. */
class StoriesOrderSequencer {
  sort(tests) {
    const byPath = [...tests].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return inOrder(byPath, 'files');
  }

  shard(tests, { shardIndex, shardCount }) {
    const byPath = [...tests].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return byPath.filter((_, index) => index % shardCount === shardIndex - 1);
  }

  allFailedTests(tests) {
    return tests;
  }

  cacheResults() {}
}

module.exports = StoriesOrderSequencer;
module.exports.storiesOrder = storiesOrder;
module.exports.inOrder = inOrder;
