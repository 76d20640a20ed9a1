import { isConnectionLoss } from './pgDb';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it('takes a server down, restarting or ending connections for a loss worth trying again', () => {
    expect(isConnectionLoss(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLoss(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLoss(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves a statement’s own errors alone', () => {
    expect(isConnectionLoss(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLoss(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(isConnectionLoss('ECONNREFUSED')).toBe(false);
  });
});
