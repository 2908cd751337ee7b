// JSON bodies. Every call of the product carries a JSON content type (docs/product.md §7), bodiless ones
// too (DELETE, PUT …/accept), so an empty body with that type means "no body", not an error;
// a route whose schema needs a body still answers 400 ("body must be object"). Anything else
// that is not JSON stays a 400 (FST_ERR_CTP_INVALID_JSON_BODY, reworded by the error handler).
import type { FastifyInstance } from 'fastify';

export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
