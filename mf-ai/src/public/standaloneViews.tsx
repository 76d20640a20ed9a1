import { startStandalone } from '@cabinet/contracts';
import { publicViewCatalogs } from '../catalog';
import { AiChatScreen } from './ai-chat/AiChatScreen';

/**
 * mf-ai's public view: PublicAiChat, a visitor's chat with a business's assistant, on mf-ai's own page
 * (standalone.html at /ai-chat/{botId}) or embedded on the business's site:
 * `<div data-cabinet-view="aiChat" data-bot-id="…" data-api="…"></div>` and this remote's standalone.js.
 */
export function startAiStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-ai', screens: { aiChat: AiChatScreen }, screenCatalogs: publicViewCatalogs }, ['aiChat'], script);
}
