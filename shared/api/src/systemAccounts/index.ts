/**
 * `@cabinet/api/systemAccounts`: the booking and ordering systems an owner connects under /accounts/*
 * (Yclients, Altegio, amoCRM, iiko, Medflex). Stateless: bundled where used.
 */
export * from './paths';
export * from './schemas';
export * from './staffAccess';
export * from './errors';
