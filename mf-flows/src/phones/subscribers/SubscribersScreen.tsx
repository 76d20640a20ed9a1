import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  SUBSCRIBER_CHANNELS,
  SUBSCRIBER_SORT_FIELDS,
  subscribersQuery,
  useApiClient,

  type Subscriber,
  type SubscriberChannel,
  type SubscriberListParams,
  type SubscriberSortField,
} from '@cabinet/api';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Empty, Flex, PageHeading } from '@cabinet/design/core';
import { Select } from '@cabinet/design/select';
import { type TableColumnsType } from '@cabinet/design/table';
import { columnSortOrder, ListSearch, LoadFailedAlert, PagedTable, usePagedList } from '../../shared/PagedTable';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';

export const SUBSCRIBERS_PAGE_SIZE = 20;

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
  const api = useApiClient();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const [channels, setChannels] = useState<SubscriberChannel[]>([]);
  const { searchText, search, page, sort, setPage, changeSearch, changeSort } = usePagedList<SubscriberSortField>();

  const params: SubscriberListParams = {
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    search: search || undefined,
    channel: channels.length > 0 ? channels : undefined,
    sort: sort?.field,
    order: sort?.order,
  };
  const list = useQuery(subscribersQuery(api, params));

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

  const data = list.data;
  const filtered = search !== '' || channels.length > 0;
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch
          label={t(messages.search)}
          placeholder={t(messages.searchPlaceholder)}
          value={searchText}
          onChange={changeSearch}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t(messages.channelFilter)}
          placeholder={t(messages.anyChannel)}
          value={channels}
          onChange={(value: SubscriberChannel[]) => {
            setChannels(value);
            setPage(1);
          }}
          options={SUBSCRIBER_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_LABELS[channel]) }))}
          maxTagCount="responsive"
          style={{ minWidth: 220 }}
        />
      </Flex>
      {list.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={data}
        page={page}
        pageSize={SUBSCRIBERS_PAGE_SIZE}
        loading={list.isFetching}
        sortFields={SUBSCRIBER_SORT_FIELDS}
        onPage={setPage}
        onSort={changeSort}
        empty={<Empty description={t(filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </section>
  );
}
