import { screen } from '@testing-library/react';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { GoogleButton } from './GoogleButton';

it("shows Google's mark on its button, not a globe", async () => {
  await renderScreen(<GoogleButton signIn={{ authorizeUrl: 'http://api.test/dev/google/authorize', clientId: 'cabinet-local' }} />, { route: 'account.login' });
  const button = screen.getByRole('button', { name: 'Sign in with Google' });
  expect(button.querySelector('.anticon-google')).not.toBeNull();
  expect(button.querySelector('.anticon-global')).toBeNull();
});
