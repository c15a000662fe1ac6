/** The slice of Fastify's logger (pino) that services use, so they never know Fastify. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
