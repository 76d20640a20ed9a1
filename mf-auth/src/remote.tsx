import { lazy } from 'react';
import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';
import { ConfirmEmailScreen } from './Account/ConfirmEmail/ConfirmEmailScreen';
import { ForgotPasswordScreen } from './account/forgot-password/ForgotPasswordScreen';
import { GoogleCallbackScreen } from './account/google/callback/GoogleCallbackScreen';
import { LoginScreen } from './account/login/LoginScreen';
import { ResetPasswordScreen } from './account/reset-password/ResetPasswordScreen';
import { DemoScreen } from './demo/DemoScreen';

/** Registration needs selects and the phone field (the data entry of the design package): loaded on first use, not on sign-in. */
const RegisterScreen = lazy(() => import('./account/register/RegisterScreen').then((module) => ({ default: module.RegisterScreen })));

/** mf-auth: sign-in, registration, account settings, quick starts, channel and system accounts. */
export default defineRemote({
  name: 'mf-auth',
  version: pkg.version,
  catalog,
  screens: {
    'account.login': LoginScreen,
    'account.register': RegisterScreen,
    'account.forgotPassword': ForgotPasswordScreen,
    'account.resetPassword': ResetPasswordScreen,
    'account.confirmEmail': ConfirmEmailScreen,
    'account.googleCallback': GoogleCallbackScreen,
    demo: DemoScreen,
    ...placeholderScreens([
      'account.register.yclients',
      'account.register.altegio',
      'account.update',
      'account.profile',
      'account.quickstart',
      'account.quickstartYclients',
      'account.quickstartAltegio',
      'account.medflexOnboarding',
      'account.onboarding',
      'account.dashboardQuickStart',
      'accounts',
      'accounts.telegram',
      'accounts.amo',
      'accounts.yclients',
      'accounts.whatsApp',
      'accounts.dialog360',
      'accounts.dialog360.templates',
      'accounts.iiko',
      'accounts.sigma',
      'accounts.twilio',
      'accounts.chatwoot',
      'accounts.altegio',
      'accounts.medflexLpus',
      'accounts.amo.connect',
      'accounts.connect.ycompany',
    ]),
  },
});
