/**
 * Whether this process is stopping. While it drains, readiness answers 503 so that a proxy
 * sends new work elsewhere, and liveness still answers 200 so that nothing restarts a
 * process that is only finishing what it started.
 */
export function createLifecycle() {
  let draining = false;
  return {
    isDraining: () => draining,
    startDraining(): void {
      draining = true;
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
