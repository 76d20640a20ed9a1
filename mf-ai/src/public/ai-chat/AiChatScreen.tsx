import { plainScreen, useHost, useRoute } from '@cabinet/contracts';
import { AiChatView } from './AiChatView';

/** The route `aiChat` (/ai-chat/{botId}): hands the view its assistant and the brand; drawn without antd. */
function AiChat() {
  const route = useRoute();
  const host = useHost();
  return <AiChatView botId={route.params.botId ?? ''} brandName={host.brandName} />;
}

export const AiChatScreen = plainScreen(AiChat);
