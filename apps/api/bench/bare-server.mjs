// The ceiling: a bare Fastify route on the same machine, answering a small JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`Bare server ready at http://127.0.0.1:${app.server.address().port}`);
