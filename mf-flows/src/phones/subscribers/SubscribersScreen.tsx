import { useMemo } from 'react';
import { SUBSCRIBER_CHANNELS, SUBSCRIBER_SORT_FIELDS, type Subscriber, type SubscriberChannel, type SubscriberSortField } from '@cabinet/api/flows';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Empty, Flex, PageHeading } from '@cabinet/design/core';
import { Select } from '@cabinet/design/select';
import { type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { columnSortOrder, ListSearch, LoadFailedAlert, optionListParam, PagedTable, usePagedList } from '@cabinet/toolkit/list';
import { useSubscribers } from '../../api/subscribers';

/** The list's one filter, kept in the URL with its search, sort and page: `?channel=telegram,whatsapp`. */
const SUBSCRIBER_FILTERS = { channel: optionListParam(SUBSCRIBER_CHANNELS) };

const messages = {
  intro: /*i18n*/ { id: 'flows.subscribers.intro', message: 'Clients who subscribed to your messages in a messenger. The channels add them here.' },
  table: /*i18n*/ { id: 'flows.subscribers.table', message: 'Subscribers' },
  search: /*i18n*/ { id: 'flows.subscribers.search', message: 'Search subscribers' },
  searchPlaceholder: /*i18n*/ { id: 'flows.subscribers.searchPlaceholder', message: 'Phone or name' },
  channelFilter: /*i18n*/ { id: 'flows.subscribers.channelFilter', message: 'Channel' },
  anyChannel: /*i18n*/ { id: 'flows.subscribers.anyChannel', message: 'Any channel' },
  phone: /*i18n*/ { id: 'flows.subscribers.column.phone', message: 'Phone' },
  name: /*i18n*/ { id: 'flows.subscribers.column.name', message: 'Name' },
  channel: /*i18n*/ { id: 'flows.subscribers.column.channel', message: 'Channel' },
  subscribedAt: /*i18n*/ { id: 'flows.subscribers.column.subscribedAt', message: 'Subscribed' },
  noName: /*i18n*/ { id: 'flows.subscribers.noName', message: 'No name' },
  loadFailed: /*i18n*/ { id: 'flows.subscribers.loadFailed', message: 'The subscribers could not be loaded' },
  empty: /*i18n*/ { id: 'flows.subscribers.empty', message: 'No subscribers yet' },
  noMatch: /*i18n*/ { id: 'flows.subscribers.noMatch', message: 'No subscribers match the search' },
  total: /*i18n*/ { id: 'flows.subscribers.total', message: 'Subscribers: {total}' },
};

/** The messengers by their own names; kept in the catalogue so a locale may spell them its way. */
const CHANNEL_LABELS: Record<SubscriberChannel, MessageDescriptor> = {
  whatsapp: /*i18n*/ { id: 'flows.channel.whatsapp', message: 'WhatsApp' },
  telegram: /*i18n*/ { id: 'flows.channel.telegram', message: 'Telegram' },
  max: /*i18n*/ { id: 'flows.channel.max', message: 'MAX' },
  sms: /*i18n*/ { id: 'flows.channel.sms', message: 'SMS' },
  waba: /*i18n*/ { id: 'flows.channel.waba', message: 'WhatsApp Business API' },
};

/** /phones/subscribers: read-only, paged, searched, filtered and sorted by the API. */
export function SubscribersScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const list = usePagedList({ sortFields: SUBSCRIBER_SORT_FIELDS, filters: SUBSCRIBER_FILTERS });
  const { channel } = list.filters;
  const subscribers = useSubscribers({ ...list.params, channel: channel.length > 0 ? channel : undefined });
  const { sort } = list;

  const columns = useMemo<TableColumnsType<Subscriber>>(() => {
    const sortOrder = (field: SubscriberSortField) => columnSortOrder(sort, field);
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      { key: 'phone', title: t(messages.phone), sorter: true, sortOrder: sortOrder('phone'), render: (_, item) => item.phone, onCell: nowrap },
      { key: 'name', title: t(messages.name), sorter: true, sortOrder: sortOrder('name'), render: (_, item) => item.name ?? t(messages.noName) },
      { key: 'channel', title: t(messages.channel), render: (_, item) => t(CHANNEL_LABELS[item.channel]) },
      {
        key: 'subscribedAt',
        title: t(messages.subscribedAt),
        sorter: true,
        sortOrder: sortOrder('subscribedAt'),
        render: (_, item) => formatDate(item.subscribedAt, locale, 'compact'),
        onCell: nowrap,
      },
    ];
  }, [t, locale, sort]);

  const data = subscribers.data;
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <Select
          mode="multiple"
          allowClear
          aria-label={t(messages.channelFilter)}
          placeholder={t(messages.anyChannel)}
          value={channel}
          onChange={(value: SubscriberChannel[]) => list.setFilters({ channel: value })}
          options={SUBSCRIBER_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_LABELS[channel]) }))}
          maxTagCount="responsive"
          style={{ minWidth: 220 }}
        />
      </Flex>
      {subscribers.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => subscribers.refetch()} retrying={subscribers.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={data}
        list={list}
        loading={subscribers.isFetching}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </section>
  );
}
