import { render, screen } from '@testing-library/react';
import { EmailText, emailParts } from './EmailText';

// Issue 31: e-mails broke mid-word ("exam|ple") in the back office's narrow columns at 1024 px.
it('offers a line break only after the e-mail’s "@" and dots, and reads as the whole e-mail', () => {
  expect(emailParts('anna.petrova@salon-lotus.example.com')).toEqual(['anna.', 'petrova@', 'salon-lotus.', 'example.', 'com']);
  const { container } = render(<EmailText email="anna.petrova@salon-lotus.example.com" />);
  const text = container.firstElementChild;
  expect(text).toHaveTextContent('anna.petrova@salon-lotus.example.com');
  expect(container.querySelectorAll('wbr')).toHaveLength(4);
  // Nothing lets the browser break inside a part.
  expect(text).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
});

it('keeps a link’s name the whole e-mail', () => {
  render(
    <a href="/user">
      <EmailText email="kyiv.nails@example.com" />
    </a>,
  );
  expect(screen.getByRole('link', { name: 'kyiv.nails@example.com' })).toBeInTheDocument();
});
