import { textsIn } from '../platform/texts/texts';

/* The account's e-mails and service messages, in the recipient's language (platform/texts). */

const messages = {
  confirmSubject: /*i18n*/ { id: 'api.mail.confirm.subject', message: 'Confirm your e-mail' },
  confirmText: /*i18n*/ { id: 'api.mail.confirm.text', message: 'Welcome! Confirm your e-mail address by opening this link: {link}' },
  changeSubject: /*i18n*/ { id: 'api.mail.change.subject', message: 'Confirm your new e-mail' },
  changeText: /*i18n*/ { id: 'api.mail.change.text', message: 'Confirm your new e-mail address by opening this link: {link}' },
  resetSubject: /*i18n*/ { id: 'api.mail.reset.subject', message: 'Reset your password' },
  resetText: /*i18n*/ {
    id: 'api.mail.reset.text',
    message:
      'Your code to choose a new password: {code}\nEnter it on the reset page, or open this link, which enters it for you: {link}\nThe code works for one hour. If you did not ask for it, ignore this e-mail.',
  },
  phoneCode: /*i18n*/ { id: 'api.phone.code', message: 'Your confirmation code: {code}. It is valid for {seconds} seconds.' },
};

/** The e-mail that confirms a new account's address. */
export function confirmEmailMail(language: string | null, link: string) {
  const t = textsIn(language);
  return { subject: t(messages.confirmSubject), text: t(messages.confirmText, { link }) };
}

/** The e-mail that confirms the address an account changes to. */
export function changeEmailMail(language: string | null, link: string) {
  const t = textsIn(language);
  return { subject: t(messages.changeSubject), text: t(messages.changeText, { link }) };
}

/** The e-mail with the code (and the link that enters it) to choose a new password. */
export function resetPasswordMail(language: string | null, code: string, link: string) {
  const t = textsIn(language);
  return { subject: t(messages.resetSubject), text: t(messages.resetText, { code, link }) };
}

/** The service message with a phone confirmation code. */
export function phoneCodeText(language: string | null, code: string, seconds: number): string {
  return textsIn(language)(messages.phoneCode, { code, seconds });
}
