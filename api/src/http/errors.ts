import type { FastifyError, FastifyInstance } from 'fastify';

/** Every error answer has the `{ error }` shape the browser's API clients read. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ error: `Invalid request: ${error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Body-parser, size and rate-limit failures carry their own 4xx status and a clear message.
      const detail = (error as { detail?: unknown }).detail;
      return reply.status(status).send({ error: error.message || 'Bad request', ...(typeof detail === 'string' ? { detail } : {}) });
    }
    request.log.error(error);
    // A failure the page can only recover from by reloading (a game the engine cannot carry on) says so and is named.
    if ((error as { refresh?: unknown }).refresh === true) return reply.status(status).send({ error: error.message, refresh: true });
    return reply.status(500).send({ error: 'Something went wrong, please try again.' });
  });
}
