import type { CurrentUser } from '@cabinet/api/core';
import type { SessionSnapshot } from '@cabinet/contracts';
import { accountLocaleToApply } from './accountLanguage';

const user = (id: string, language: string | null): CurrentUser => ({
    id,
    email: `${id}@example.com`,
    phoneNumber: null,
    chatApiInstanceLimit: 1,
    isTestUser: false,
    crms: [],
    language,
    countryId: 4,
    notSendWeeklyYclientsReports: false,
    notSendWeeklyIikoReports: false,
    availableNotificationsCount: 0,
    isEnableCampaignConsentCollect: false,
    majorTariff: null,
    emailConfirmed: true,
    settingsVersion: 1,
    isSending: false,
    lockedFeatures: [],
});
const signedIn = (id: string, language: string | null): SessionSnapshot => ({ status: 'authenticated', user: user(id, language), roles: [] });

describe("the account's language at sign-in", () => {
  it("switches to the account's language once per user, where the host lets the user choose", () => {
    expect(accountLocaleToApply(signedIn('u1', 'uk-UA'), null, true)).toEqual({ userId: 'u1', locale: 'uk-UA' });
    // Applied already for this user: a later switch of theirs is not undone.
    expect(accountLocaleToApply(signedIn('u1', 'uk-UA'), 'u1', true)).toBeNull();
    // Another user signs in on the same page.
    expect(accountLocaleToApply(signedIn('u2', 'pt-BR'), 'u1', true)).toEqual({ userId: 'u2', locale: 'pt-BR' });
  });

  it('keeps the page as it is for a visitor, an account without a known language, or a host with a fixed language', () => {
    expect(accountLocaleToApply({ status: 'anonymous' }, null, true)).toBeNull();
    expect(accountLocaleToApply(signedIn('u1', null), null, true)).toEqual({ userId: 'u1', locale: null });
    expect(accountLocaleToApply(signedIn('u1', 'de'), null, true)).toEqual({ userId: 'u1', locale: null });
    expect(accountLocaleToApply(signedIn('u1', 'uk-UA'), null, false)).toBeNull();
  });
});
