import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@courtside/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '#server/db/dialect.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { Logger } from '#server/lib/logger.js';
import type { JobOutcome } from '#server/jobs/job-queue.js';

/** What the metrics read at scrape time, each cheap: counters kept here, one query each. */
export interface MetricsSources {
  openStreams(): number;
  poolUse(): PoolUse | null;
  bookingsByStatus(): Promise<ReadonlyArray<{ status: string; count: number }>>;
  paymentsByStatus(): Promise<ReadonlyArray<{ status: string; count: number }>>;
  log: Logger;
}

const requestLabels = ['method', 'route', 'status_class'] as const;

/** A gauge by state, read afresh at every scrape; a failed read leaves it empty, not stale. */
function countsByStatus(
  registry: Registry,
  name: string,
  help: string,
  read: () => Promise<ReadonlyArray<{ status: string; count: number }>>,
  log: Logger,
) {
  return new Gauge({
    name,
    help,
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { status, count } of await read()) this.set({ status }, Number(count));
      } catch (error) {
        log.warn({ err: error, metric: name }, 'metrics: a count could not be read');
      }
    },
  });
}

function processGauges(registry: Registry, sources: MetricsSources) {
  new Gauge({
    name: 'courtside_event_streams_open',
    help: 'Live event streams (notifications, watched pages) this process holds open',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'courtside_db_pool_connections',
    help: 'PostgreSQL pool of this process: open (total), idle, and callers waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources.poolUse();
      if (!use) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });
}

/**
 * The Prometheus metrics of this process (prom-client, a registry of its own): requests by
 * route pattern (never the raw URL, so ids never become labels) and status class, Node.js's
 * own figures, open streams, the database pool, background job runs, and bookings and payments by state.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'courtside_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: requestLabels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'courtside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'courtside_jobs_total',
    help: 'Runs of each background job this process took from the queue, by outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  processGauges(registry, sources);
  const { log } = sources;
  countsByStatus(
    registry,
    'courtside_bookings',
    'Bookings by state',
    sources.bookingsByStatus,
    log,
  );
  countsByStatus(
    registry,
    'courtside_payments',
    'Payments by state',
    sources.paymentsByStatus,
    log,
  );
  return {
    registry,
    observeRequest(request: FastifyRequest, reply: FastifyReply) {
      const labels = {
        method: request.method,
        // The pattern (/api/booking/:id); requests no route matched share one label.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      // An event stream's time is how long the reader stayed, not how fast it was answered.
      const streamed = String(reply.raw.getHeader('content-type') ?? '').startsWith(
        'text/event-stream',
      );
      if (!streamed) latency.observe(labels, reply.elapsedTime / 1000);
    },
    observeJob(job: string, outcome: JobOutcome) {
      jobRuns.inc({ job, outcome });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Compares digests, so the time taken says nothing about how much of the token matched. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics, outside the API: with METRICS_TOKEN set, served to `Authorization: Bearer
 * <token>` alone (401 otherwise); unset, a 404 like any unknown path, so that neither the
 * figures nor the endpoint's existence are shown.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: { token: string; metrics: Metrics } | null,
): void {
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.metrics.observeRequest(request, reply);
      done();
    });
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics) throw new DomainError(404, errorCodes.notFound, 'No route for GET /metrics');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameToken(token, metrics.token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new DomainError(401, errorCodes.unauthorized, 'The metrics need their bearer token');
    }
    const { registry } = metrics.metrics;
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
