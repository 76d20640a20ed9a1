/**
 * The environment file's request, sent as soon as the entry script runs: the bootstrap code and the shared
 * libraries download meanwhile, instead of before it (one round trip less before the first screen).
 * Revalidated on every start: a publish switches remotes by rewriting this file.
 */
export const environmentResponse: Promise<Response> = fetch('/environment.json', { cache: 'no-cache' });
