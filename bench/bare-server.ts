// The limit for the API benchmark: a bare Fastify answering the same JSON with nothing else.
import Fastify from 'fastify';

const payload = JSON.parse(process.env.BENCH_PAYLOAD ?? '{}') as unknown;
const app = Fastify({ logger: false });
app.get('/api/settings', async () => payload);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
