import type { DomainModule } from '../platform/DomainModule';
import { devRoutes } from './routes';

/** Development stand-ins for outside systems; no tables of its own (the outbox is the account's). */
export const devDomain: DomainModule = {
  name: 'dev',
  migrations: [],
  routes: devRoutes,
  developmentOnly: true,
  setup(scope) {
    // A plain HTML form posts urlencoded; URLSearchParams reads it without another dependency. Only the
    // stand-in's page takes one, so only this scope parses it.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
  },
};
