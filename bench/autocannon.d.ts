// autocannon ships no types; this declares the part of its API the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    /** Bytes read off the sockets (headers included); `total` over the run. */
    throughput: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
