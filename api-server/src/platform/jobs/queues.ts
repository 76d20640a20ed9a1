/**
 * Every queue of the API in one place, so a producer in one domain and the worker in another agree on
 * the name. A queue's data is parsed by its worker (JobQueue.work).
 */
export const QUEUES = {
  /** Wakes the engine to process unprocessed business_events (data: {}); sent after a webhook or the generator commits. */
  businessEvents: 'business-events',
  /** Sends one message row (data: { messageId }); due at its scheduled_at. */
  sendMessage: 'send-message',
  /** Every minute: plans time-based flows and sweeps for rows whose job was lost (data: {}). */
  engineTick: 'engine-tick',
  /** The simulated messenger's later events (delivered, read, a reply) for one message. */
  simulatedChannelEvent: 'simulated-channel-event',
  /** Every minute: each running mass mailing plans the messages whose turn has come (data: {}). */
  distributionsTick: 'distributions-tick',
  /** Development only: adds today's bookings to the demo account. */
  demoGenerator: 'demo-generator',
  /** Every minute: starts the flows of quick starts planned for now (data: {}). */
  quickStartPlanned: 'quick-start-planned',
  /** Every five minutes: charges the saved cards of auto-pay subscriptions whose period ends (data: {}). */
  paymentsAutoRenew: 'payments-auto-renew',
  /** Sends the phone change's codes through the service channel (data: {}); sent with each code, and every minute. */
  phoneOutbox: 'phone-outbox',
  /** Transcribes and scores one uploaded call (data: { callId }); sent when its upload finishes. */
  qualityTranscribeCall: 'quality-transcribe-call',
  /** Every minute: sends the transcription of calls whose job was lost (data: {}). */
  qualityCallsSweep: 'quality-calls-sweep',
  /** Scores one quality report's conversations and finishes it (data: { reportId }); sent when it is created, and by the sweep while it runs. */
  qualityRunReport: 'quality-run-report',
} as const;
