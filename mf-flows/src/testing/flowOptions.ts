import { FLOW_OPTION_KINDS, FLOW_OPTIONS_PATHS, type FlowOption, type FlowOptionKind } from '@cabinet/api/flows';

/** The account's business data as the tests' fake API answers GET FlowOptions/{kind}: search, ids and paging as the API does. */
export const TEST_OPTIONS: Record<FlowOptionKind, FlowOption[]> = {
  services: [
    { id: 'haircut', name: 'Women’s haircut', detail: 'Aurora, Tverskaya' },
    { id: 'manicure', name: 'Manicure', detail: 'Aurora, Tverskaya' },
  ],
  staff: [{ id: 'm1', name: 'Olga Smirnova', detail: 'Aurora, Tverskaya' }],
  categories: [{ id: 'hair', name: 'Hair' }],
  clientCategories: [{ id: 'vip', name: 'vip' }],
  branches: [
    { id: 'company-1', name: 'Aurora, Tverskaya', detail: 'Moscow' },
    { id: 'company-2', name: 'Aurora, Yekaterinburg', detail: 'Yekaterinburg' },
  ],
  instances: [
    { id: 'instance-77', name: 'Salon WhatsApp', detail: '+79001234567', channel: 'whatsapp' },
    { id: 'instance-78', name: 'Second WhatsApp', detail: '+79001234568', channel: 'whatsapp' },
  ],
};

export function answerFlowOptions({ params, query }: { params: { kind: string }; query: URLSearchParams }) {
  const kind = FLOW_OPTION_KINDS.find((candidate) => candidate === params.kind);
  const all = kind ? TEST_OPTIONS[kind] : [];
  const ids = query.get('ids');
  const search = (query.get('search') ?? '').toLowerCase();
  const items = ids !== null ? all.filter((option) => ids.split(',').includes(option.id)) : all.filter((option) => `${option.name} ${option.id}`.toLowerCase().includes(search));
  return { items, total: items.length, page: 1, pageSize: 50 };
}

export const FLOW_OPTIONS_PATH = FLOW_OPTIONS_PATHS.list;
