import type { IncomingFlowTransfer } from '@cabinet/api/flows';
import { Alert, Button, Flex, toast } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { useAnswerTransferMutation, useIncomingTransfers } from '../api/flows';
import { useDescribeFlowError } from '../shared/errors';

const messages = {
  region: /*i18n*/ { id: 'flows.list.incoming.region', message: 'Flows offered to you' },
  transfer: /*i18n*/ { id: 'flows.list.incoming.transfer', message: '{from} hands you {count, plural, one {# flow} other {# flows}}: {titles}' },
  copy: /*i18n*/ { id: 'flows.list.incoming.copy', message: '{from} offers you a copy of {count, plural, one {# flow} other {# flows}}: {titles}' },
  flowTitle: /*i18n*/ { id: 'flows.list.incoming.flowTitle', message: '“{title}”' },
  hint: /*i18n*/ { id: 'flows.list.incoming.hint', message: 'Nothing is added to your account until you accept. Accepted flows arrive paused and in test mode.' },
  accept: /*i18n*/ { id: 'flows.list.incoming.accept', message: 'Accept' },
  decline: /*i18n*/ { id: 'flows.list.incoming.decline', message: 'Decline' },
  acceptLabel: /*i18n*/ { id: 'flows.list.incoming.acceptLabel', message: 'Accept the flows from {from}' },
  declineLabel: /*i18n*/ { id: 'flows.list.incoming.declineLabel', message: 'Decline the flows from {from}' },
  accepted: /*i18n*/ { id: 'flows.list.incoming.accepted', message: 'The flows are added to your list, paused and in test mode' },
  declined: /*i18n*/ { id: 'flows.list.incoming.declined', message: 'The offer is declined: nothing is added' },
  failed: /*i18n*/ { id: 'flows.error.answerTransfer', message: 'The offer could not be answered' },
};

/**
 * Offers of flows from other users (issue 35): another user's transfer or copy writes nothing here until the
 * owner accepts it, so each offer says who sends what, and waits above the list for an answer.
 */
export function IncomingTransfers() {
  const t = useTranslate();
  const offers = useIncomingTransfers();
  const describe = useDescribeFlowError();
  const answer = useAnswerTransferMutation({
    onSuccess: (_result, { accept }) => toast.success(t(accept ? messages.accepted : messages.declined)),
    onError: async (error) => toast.error(t(messages.failed), (await describe(error)).message),
  });
  const items = offers.data?.items ?? [];
  if (items.length === 0) return null;

  const describeOffer = (offer: IncomingFlowTransfer) =>
    t(offer.copy ? messages.copy : messages.transfer, { from: offer.fromEmail, count: offer.flows.length, titles: offer.flows.map((flow) => t(messages.flowTitle, { title: flow.title })).join(', ') });

  return (
    <section aria-label={t(messages.region)} style={{ marginBottom: 16 }}>
      <Flex vertical gap={8}>
        {items.map((offer) => {
          const busy = answer.isPending && answer.variables.id === offer.id;
          return (
            <Alert
              key={offer.id}
              type="info"
              showIcon
              title={describeOffer(offer)}
              description={t(messages.hint)}
              action={
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    size="small"
                    loading={busy && answer.variables.accept}
                    disabled={answer.isPending}
                    aria-label={t(messages.acceptLabel, { from: offer.fromEmail })}
                    onClick={() => answer.mutate({ id: offer.id, accept: true })}
                  >
                    {t(messages.accept)}
                  </Button>
                  <Button
                    size="small"
                    loading={busy && !answer.variables.accept}
                    disabled={answer.isPending}
                    aria-label={t(messages.declineLabel, { from: offer.fromEmail })}
                    onClick={() => answer.mutate({ id: offer.id, accept: false })}
                  >
                    {t(messages.decline)}
                  </Button>
                </Flex>
              }
            />
          );
        })}
      </Flex>
    </section>
  );
}
