// Orders the stories within each story file as `STORIES_ORDER` asks (see test-runner-order.cjs).
// The test-runner turns a story file into `describe(title, () => { describe(story, () => it(…)) … })`,
// one inner block per story in the order they are written. Jest registers tests in the order their
// blocks are declared, so the outer `describe` here collects the inner blocks first, then
// declares them in the order asked for. With the normal order nothing is changed.
const { inOrder, storiesOrder } = require('./test-runner-order.cjs');

const order = storiesOrder();
if (order.kind !== 'normal') {
  const jestDescribe = globalThis.describe;
  const ordered = function describe(title, body) {
    return jestDescribe(title, function collect() {
      const blocks = [];
      globalThis.describe = (name, storyBody) => {
        blocks.push([name, storyBody]);
      };
      try {
        body.call(this);
      } finally {
        globalThis.describe = ordered;
      }
      for (const [name, storyBody] of inOrder(blocks, title, order)) jestDescribe(name, storyBody);
    });
  };
  Object.assign(ordered, jestDescribe);
  globalThis.describe = ordered;
}
