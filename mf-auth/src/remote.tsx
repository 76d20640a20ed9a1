import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';
import { LoginScreen } from './account/login/LoginScreen';

// Sign-in is the first page most visitors see: it alone is in the remote's entry, the rest loads on first use
// (registration needs selects and the phone field, the result pages their illustrations).
const RegisterScreen = lazyScreen(() => import('./account/register/RegisterScreen'), 'RegisterScreen');
const ForgotPasswordScreen = lazyScreen(() => import('./account/forgot-password/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('./account/reset-password/ResetPasswordScreen'), 'ResetPasswordScreen');
const ConfirmEmailScreen = lazyScreen(() => import('./account/confirm-email/ConfirmEmailScreen'), 'ConfirmEmailScreen');
const GoogleCallbackScreen = lazyScreen(() => import('./account/google/callback/GoogleCallbackScreen'), 'GoogleCallbackScreen');
const DemoScreen = lazyScreen(() => import('./demo/DemoScreen'), 'DemoScreen');
const UpdateScreen = lazyScreen(() => import('./account/update/UpdateScreen'), 'UpdateScreen');
const ProfileScreen = lazyScreen(() => import('./account/profile/ProfileScreen'), 'ProfileScreen');
const RegisterYclientsScreen = lazyScreen(() => import('./account/register/yclients/RegisterYclientsScreen'), 'RegisterYclientsScreen');
const RegisterAltegioScreen = lazyScreen(() => import('./account/register/altegio/RegisterAltegioScreen'), 'RegisterAltegioScreen');
const QuickstartScreen = lazyScreen(() => import('./account/quickstart/QuickstartScreen'), 'QuickstartScreen');
const QuickstartYclientsScreen = lazyScreen(() => import('./account/quickstart-yclients/QuickstartYclientsScreen'), 'QuickstartYclientsScreen');
const QuickstartAltegioScreen = lazyScreen(() => import('./account/quickstart-altegio/QuickstartAltegioScreen'), 'QuickstartAltegioScreen');
const MedflexOnboardingScreen = lazyScreen(() => import('./account/medflex-onboarding/MedflexOnboardingScreen'), 'MedflexOnboardingScreen');
const OnboardingScreen = lazyScreen(() => import('./account/onboarding/OnboardingScreen'), 'OnboardingScreen');
const DashboardQuickStartScreen = lazyScreen(() => import('./account/dashboard-quick-start/DashboardQuickStartScreen'), 'DashboardQuickStartScreen');
const YclientsScreen = lazyScreen(() => import('./accounts/yclients/YclientsScreen'), 'YclientsScreen');
const AltegioScreen = lazyScreen(() => import('./accounts/altegio/AltegioScreen'), 'AltegioScreen');
const MedflexLpusScreen = lazyScreen(() => import('./accounts/medflex-lpus/MedflexLpusScreen'), 'MedflexLpusScreen');
const AmoScreen = lazyScreen(() => import('./accounts/amo/AmoScreen'), 'AmoScreen');
const AmoConnectScreen = lazyScreen(() => import('./accounts/amo/connect/AmoConnectScreen'), 'AmoConnectScreen');
const IikoScreen = lazyScreen(() => import('./accounts/iiko/IikoScreen'), 'IikoScreen');
const ConnectYcompanyScreen = lazyScreen(() => import('./accounts/connect/ycompany/ConnectYcompanyScreen'), 'ConnectYcompanyScreen');
const AccountsScreen = lazyScreen(() => import('./accounts/AccountsScreen'), 'AccountsScreen');
const WhatsAppScreen = lazyScreen(() => import('./accounts/whats-app/WhatsAppScreen'), 'WhatsAppScreen');
const TelegramScreen = lazyScreen(() => import('./accounts/telegram/TelegramScreen'), 'TelegramScreen');
const Dialog360Screen = lazyScreen(() => import('./accounts/dialog360/Dialog360Screen'), 'Dialog360Screen');
const WabaTemplatesScreen = lazyScreen(() => import('./accounts/dialog360/templates/WabaTemplatesScreen'), 'WabaTemplatesScreen');
const TwilioScreen = lazyScreen(() => import('./accounts/twilio/TwilioScreen'), 'TwilioScreen');
const SigmaScreen = lazyScreen(() => import('./accounts/sigma/SigmaScreen'), 'SigmaScreen');
const ChatwootScreen = lazyScreen(() => import('./accounts/chatwoot/ChatwootScreen'), 'ChatwootScreen');
const QrCodeWidgetView = lazyScreen(() => import('./accounts/qr/QrCodeWidgetView'), 'QrCodeWidgetView');

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
