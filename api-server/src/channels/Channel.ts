import type { ChannelKind } from '@cabinet/api/messaging';

/** A channel account as the engine reads it (table channel_accounts). */
export interface ChannelAccount {
  id: string;
  userId: string;
  kind: ChannelKind;
  adapter: ChannelAdapterName;
  state: 'init' | 'loading' | 'gotQrCode' | 'authorized' | 'notAuthorized' | 'error';
  phone: string | null;
  /** The adapter's own settings (credentials, sender number); each adapter parses what it needs. */
  settings: Record<string, unknown>;
}

export type ChannelAdapterName = 'simulated' | 'whatsappCloud' | 'twilio' | 'chatApi' | 'telegram' | 'dialog360' | 'sigma';

export interface OutboundMessage {
  /** The message row's id: adapters that can pass an idempotency key pass this one. */
  messageId: string;
  /** E.164. */
  to: string;
  text: string;
  /** Quick-reply, link and call buttons of the flow (at most 3). */
  buttons: ReadonlyArray<{ type: 'answer'; text: string } | { type: 'url'; text: string; url: string } | { type: 'call'; text: string; phone: string }>;
  image: { fileName: string; dataUrl: string } | null;
}

/** What the channel answered. A refusal names its reason (MESSAGE_REASONS) and whether trying again may help. */
export type SendResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; reason: 'notOnChannel' | 'channelNotAuthorized' | 'templateRequired' | 'providerError'; detail: string; retryable: boolean };

/**
 * One way of sending (spec: channels behind one interface). The engine never knows which it talks to;
 * the channel account's `adapter` chooses. What happens after sending (delivered, read, a reply) comes
 * back through the adapter's inbound webhook, or the simulated channel's own timers, to
 * MessageEvents (below).
 */
export interface ChannelAdapter {
  name: ChannelAdapterName;
  /**
   * True when sending the same messageId twice delivers once (the adapter passes it as an idempotency
   * key): after a crash mid-send the engine may then send again; otherwise it marks the message
   * outcomeUnknown rather than risk a duplicate.
   */
  idempotent: boolean;
  send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult>;
}

/** What a channel reports about a message it sent, by its provider id. */
export type MessageEvent =
  | { kind: 'delivered' | 'read'; providerMessageId: string; at: Date }
  /** templateRequired: WhatsApp reported the re-engagement refusal (131047) after taking the message. */
  | { kind: 'failed'; providerMessageId: string; at: Date; reason: 'notOnChannel' | 'templateRequired' | 'providerError'; detail: string }
  /** A client's reply to a message (matched to the latest message the engine sent to that phone on the account). */
  | { kind: 'replied'; channelAccountId: string; fromPhone: string; text: string; at: Date; providerMessageId?: string };

/** The engine's side of the channels: where adapters and inbound webhooks report. */
export interface MessageEvents {
  record(event: MessageEvent): Promise<void>;
}

/**
 * Acts on a client's reply after the engine has logged it (the booking chatbots: "confirm" confirms the
 * visit, "cancel" cancels it). Runs after the reply is recorded; a failure is logged, not retried into
 * a second action.
 */
export interface ReplyHandler {
  handleReply(reply: { userId: string; messageId: string; visitId: string | null; companyId: string | null; channelAccountId: string | null; text: string; at: Date }): Promise<void>;
}
