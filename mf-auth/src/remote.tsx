import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, publicViewCatalogs, screenCatalog } from './catalog';
import { LoginScreen } from './account/login/LoginScreen';

// Sign-in is the first page most visitors see: it alone is in the remote's entry, the rest loads on first use
// (registration needs selects and the phone field, the result pages their illustrations).
const RegisterScreen = lazyScreen(() => import('./account/register/RegisterScreen'), 'RegisterScreen', screenCatalog('account/register'));
const ForgotPasswordScreen = lazyScreen(() => import('./account/forgot-password/ForgotPasswordScreen'), 'ForgotPasswordScreen', screenCatalog('account/forgot-password'));
const ResetPasswordScreen = lazyScreen(() => import('./account/reset-password/ResetPasswordScreen'), 'ResetPasswordScreen', screenCatalog('account/reset-password'));
const ConfirmEmailScreen = lazyScreen(() => import('./account/confirm-email/ConfirmEmailScreen'), 'ConfirmEmailScreen', screenCatalog('account/confirm-email'));
const GoogleCallbackScreen = lazyScreen(() => import('./account/google/callback/GoogleCallbackScreen'), 'GoogleCallbackScreen', screenCatalog('account/google/callback'));
const DemoScreen = lazyScreen(() => import('./demo/DemoScreen'), 'DemoScreen', screenCatalog('demo'));
const UpdateScreen = lazyScreen(() => import('./account/update/UpdateScreen'), 'UpdateScreen', screenCatalog('account/update'));
const ProfileScreen = lazyScreen(() => import('./account/profile/ProfileScreen'), 'ProfileScreen', screenCatalog('account/profile'));
const RegisterYclientsScreen = lazyScreen(() => import('./account/register/yclients/RegisterYclientsScreen'), 'RegisterYclientsScreen', screenCatalog('account/register/yclients'));
const RegisterAltegioScreen = lazyScreen(() => import('./account/register/altegio/RegisterAltegioScreen'), 'RegisterAltegioScreen', screenCatalog('account/register/altegio'));
const QuickstartScreen = lazyScreen(() => import('./account/quickstart/QuickstartScreen'), 'QuickstartScreen', screenCatalog('account/quickstart'));
const QuickstartYclientsScreen = lazyScreen(() => import('./account/quickstart-yclients/QuickstartYclientsScreen'), 'QuickstartYclientsScreen', screenCatalog('account/quickstart-yclients'));
const QuickstartAltegioScreen = lazyScreen(() => import('./account/quickstart-altegio/QuickstartAltegioScreen'), 'QuickstartAltegioScreen', screenCatalog('account/quickstart-altegio'));
const MedflexOnboardingScreen = lazyScreen(() => import('./account/medflex-onboarding/MedflexOnboardingScreen'), 'MedflexOnboardingScreen', screenCatalog('account/medflex-onboarding'));
const OnboardingScreen = lazyScreen(() => import('./account/onboarding/OnboardingScreen'), 'OnboardingScreen', screenCatalog('account/onboarding'));
const DashboardQuickStartScreen = lazyScreen(() => import('./account/dashboard-quick-start/DashboardQuickStartScreen'), 'DashboardQuickStartScreen', screenCatalog('account/dashboard-quick-start'));
const YclientsScreen = lazyScreen(() => import('./accounts/yclients/YclientsScreen'), 'YclientsScreen', screenCatalog('accounts/yclients'));
const AltegioScreen = lazyScreen(() => import('./accounts/altegio/AltegioScreen'), 'AltegioScreen', screenCatalog('accounts/altegio'));
const MedflexLpusScreen = lazyScreen(() => import('./accounts/medflex-lpus/MedflexLpusScreen'), 'MedflexLpusScreen', screenCatalog('accounts/medflex-lpus'));
const AmoScreen = lazyScreen(() => import('./accounts/amo/AmoScreen'), 'AmoScreen', screenCatalog('accounts/amo'));
const AmoConnectScreen = lazyScreen(() => import('./accounts/amo/connect/AmoConnectScreen'), 'AmoConnectScreen', screenCatalog('accounts/amo/connect'));
const IikoScreen = lazyScreen(() => import('./accounts/iiko/IikoScreen'), 'IikoScreen', screenCatalog('accounts/iiko'));
const ConnectYcompanyScreen = lazyScreen(() => import('./accounts/connect/ycompany/ConnectYcompanyScreen'), 'ConnectYcompanyScreen', publicViewCatalogs['accounts.connect.ycompany']);
const AccountsScreen = lazyScreen(() => import('./accounts/AccountsScreen'), 'AccountsScreen', screenCatalog('accounts'));
const WhatsAppScreen = lazyScreen(() => import('./accounts/whats-app/WhatsAppScreen'), 'WhatsAppScreen', screenCatalog('accounts/whats-app'));
const TelegramScreen = lazyScreen(() => import('./accounts/telegram/TelegramScreen'), 'TelegramScreen', screenCatalog('accounts/telegram'));
const Dialog360Screen = lazyScreen(() => import('./accounts/dialog360/Dialog360Screen'), 'Dialog360Screen', screenCatalog('accounts/dialog360'));
const WabaTemplatesScreen = lazyScreen(() => import('./accounts/dialog360/templates/WabaTemplatesScreen'), 'WabaTemplatesScreen', screenCatalog('accounts/dialog360/templates'));
const TwilioScreen = lazyScreen(() => import('./accounts/twilio/TwilioScreen'), 'TwilioScreen', screenCatalog('accounts/twilio'));
const SigmaScreen = lazyScreen(() => import('./accounts/sigma/SigmaScreen'), 'SigmaScreen', screenCatalog('accounts/sigma'));
const ChatwootScreen = lazyScreen(() => import('./accounts/chatwoot/ChatwootScreen'), 'ChatwootScreen', screenCatalog('accounts/chatwoot'));
const QrCodeWidgetView = lazyScreen(() => import('./accounts/qr/QrCodeWidgetView'), 'QrCodeWidgetView', publicViewCatalogs.qrCodeWidgetView);

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
    'account.update': UpdateScreen,
    'account.profile': ProfileScreen,
    'account.register.yclients': RegisterYclientsScreen,
    'account.register.altegio': RegisterAltegioScreen,
    'account.quickstart': QuickstartScreen,
    'account.quickstartYclients': QuickstartYclientsScreen,
    'account.quickstartAltegio': QuickstartAltegioScreen,
    'account.medflexOnboarding': MedflexOnboardingScreen,
    'account.onboarding': OnboardingScreen,
    'account.dashboardQuickStart': DashboardQuickStartScreen,
    'accounts.yclients': YclientsScreen,
    'accounts.altegio': AltegioScreen,
    'accounts.connect.ycompany': ConnectYcompanyScreen,
    'accounts.medflexLpus': MedflexLpusScreen,
    'accounts.amo': AmoScreen,
    'accounts.amo.connect': AmoConnectScreen,
    'accounts.iiko': IikoScreen,
    accounts: AccountsScreen,
    'accounts.whatsApp': WhatsAppScreen,
    'accounts.telegram': TelegramScreen,
    qrCodeWidgetView: QrCodeWidgetView,
    'accounts.dialog360': Dialog360Screen,
    'accounts.dialog360.templates': WabaTemplatesScreen,
    'accounts.twilio': TwilioScreen,
    'accounts.sigma': SigmaScreen,
    'accounts.chatwoot': ChatwootScreen,
  },
});
