import { render, screen } from '@testing-library/react';
import { PlainButton } from './plain';

// A page of its own (this file's fresh module state); a view embedded in another's page: plainEmbedded.test.tsx.
it('puts the plain primitives’ stylesheet in the page’s head once, for primitives drawn on a bare page', () => {
  render(
    <>
      <PlainButton>Sign in</PlainButton>
      <PlainButton>Register</PlainButton>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(document.head.querySelectorAll('style[data-cabinet="plain"]')).toHaveLength(1);
});
