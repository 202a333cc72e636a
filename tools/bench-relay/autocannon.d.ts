// The few parts of autocannon 9 the relay benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    workers?: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
