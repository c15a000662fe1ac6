import Fastify from 'fastify';
import { requiredEnv, serveForParent } from './serve.js';

// The yardstick for the read: Fastify with one route, answering the very body our route
// answered (serialized on each request, as ours is), with no database, auth or hooks.
const body: unknown = JSON.parse(requiredEnv('BENCH_BARE_BODY'));
const app = Fastify();
app.get('/api/booking', async () => body);
await serveForParent(app);
